import Foundation

/// Time spans in seconds, the unit of date axes' values: what a date axis'
/// ``SCIAxisBase/minimalZoomConstrain``, ``SCIAxisBase/majorDelta`` and growth take.
/// Months and years are their average lengths in the Gregorian calendar (30.436875 and
/// 365.2425 days).
public enum SCIDateIntervalUtil {
    /// `seconds` as a span (the unit itself).
    public static func fromSeconds(_ seconds: Double) -> Double { seconds }
    /// The span of `minutes` minutes, in seconds.
    public static func fromMinutes(_ minutes: Double) -> Double { minutes * 60 }
    /// The span of `hours` hours, in seconds.
    public static func fromHours(_ hours: Double) -> Double { hours * 3_600 }
    /// The span of `days` days, in seconds.
    public static func fromDays(_ days: Double) -> Double { days * 86_400 }
    /// The span of `weeks` weeks, in seconds.
    public static func fromWeeks(_ weeks: Double) -> Double { weeks * 7 * 86_400 }
    /// The span of `months` average Gregorian months, in seconds.
    public static func fromMonths(_ months: Double) -> Double { months * 30.436_875 * 86_400 }
    /// The span of `years` average Gregorian years, in seconds.
    public static func fromYears(_ years: Double) -> Double { years * 365.242_5 * 86_400 }
}
