/// One of Elliott's three rules of an impulse wave.
public enum SCIElliottWaveRule: String, CaseIterable, Sendable {
    /// Wave 2 never retraces more than all of wave 1.
    case waveTwoRetracesAllOfWaveOne
    /// Wave 3 is never the shortest of waves 1, 3 and 5.
    case waveThreeIsTheShortest
    /// Wave 4 never enters wave 1's price range.
    case waveFourEntersWaveOne

    /// The wave the rule concerns (2, 3 or 4), where a broken rule is drawn.
    public var wave: Int {
        switch self {
        case .waveTwoRetracesAllOfWaveOne: 2
        case .waveThreeIsTheShortest: 3
        case .waveFourEntersWaveOne: 4
        }
    }

    /// What the rule says is broken, in a few words.
    public var summary: String {
        switch self {
        case .waveTwoRetracesAllOfWaveOne: "wave 2 retraces beyond the start of wave 1"
        case .waveThreeIsTheShortest: "wave 3 is the shortest"
        case .waveFourEntersWaveOne: "wave 4 enters wave 1's range"
        }
    }
}
