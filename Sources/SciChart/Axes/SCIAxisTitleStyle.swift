import Foundation

/// Where an axis' title sits (``SCIAxisBase/axisTitlePlacement``).
public enum SCIAxisTitlePlacement: Int, Sendable, CaseIterable {
    /// Beyond the labels, on the band's outer edge (the default).
    case auto
    /// Inside the series area, along the axis.
    case inside
    /// Above the labels (horizontal axes).
    case top
    /// Below the labels (horizontal axes).
    case bottom
    /// Left of the labels (vertical axes).
    case left
    /// Right of the labels (vertical axes).
    case right
}

/// Which way an axis' title reads (``SCIAxisBase/axisTitleOrientation``).
public enum SCIAxisTitleOrientation: Int, Sendable, CaseIterable {
    /// Along the axis: level on horizontal axes, turned on vertical ones (the default).
    case auto
    /// Level.
    case horizontal
    /// Turned a quarter.
    case vertical
}

/// How an axis draws each tick label (``SCIAxisBase/axisTickLabelStyle``): its alignment
/// against its tick, margins around it, and a rotation in degrees (clockwise), for long
/// labels on a crowded horizontal axis.
public struct SCIAxisTickLabelStyle: Hashable, Sendable {
    /// Where the label sits against its tick: `.center` (the default) centres it on the
    /// tick; `.left`/`.right` (horizontal axes) or `.top`/`.bottom` (vertical axes) put it on
    /// that side.
    public var alignment: SCIAlignment
    /// Room kept around the label.
    public var margins: UIEdgeInsets
    /// The rotation in degrees, clockwise; not finite reads as 0.
    public var rotationAngle: CGFloat

    /// A style of `alignment`, `margins` and `rotationAngle`.
    public init(alignment: SCIAlignment, margins: UIEdgeInsets, andRotationAngle rotationAngle: CGFloat) {
        self.alignment = alignment
        self.margins = margins
        self.rotationAngle = rotationAngle.isFinite ? rotationAngle : 0
    }

    /// Centred labels, no margins, no rotation.
    public static let `default` = SCIAxisTickLabelStyle(
        alignment: .center, margins: .zero, andRotationAngle: 0)
}
