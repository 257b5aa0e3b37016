import Foundation

/// Whether a series reduces dense data before drawing.
public enum SCIResamplingMode: Int, Sendable {
    /// Lines keep each device column's first, lowest, highest and last point; bars and
    /// columns aggregate per column; scatter keeps one point per pixel. What is drawn covers
    /// the same pixels as drawing everything.
    case auto
    /// Every visible point is drawn.
    case none
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``SCIResamplingMode/none`` by the name SciChart's Objective-C headers give it in Swift.
public let SCIResamplingMode_None = SCIResamplingMode.none
// swift-format-ignore: AlwaysUseLowerCamelCase
/// ``SCIResamplingMode/auto`` by the name SciChart's Objective-C headers give it in Swift.
public let SCIResamplingMode_Auto = SCIResamplingMode.auto
