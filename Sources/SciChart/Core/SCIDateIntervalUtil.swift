import Foundation

/// Time spans in seconds, the unit of date axes' values: what a date axis'
/// ``SCIAxisBase/minimalZoomConstrain``, ``SCIAxisBase/majorDelta`` and growth take.
/// Months and years are their average lengths in the Gregorian calendar (30.436875 and
/// 365.2425 days).
public enum SCIDateIntervalUtil {
    public static func fromSeconds(_ seconds: Double) -> Double { seconds }
    public static func fromMinutes(_ minutes: Double) -> Double { minutes * 60 }
    public static func fromHours(_ hours: Double) -> Double { hours * 3_600 }
    public static func fromDays(_ days: Double) -> Double { days * 86_400 }
    public static func fromWeeks(_ weeks: Double) -> Double { weeks * 7 * 86_400 }
    public static func fromMonths(_ months: Double) -> Double { months * 30.436_875 * 86_400 }
    public static func fromYears(_ years: Double) -> Double { years * 365.242_5 * 86_400 }
}
