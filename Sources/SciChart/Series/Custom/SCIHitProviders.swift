/// How a series of your own is hit-tested (SciChart's `ISCIHitProvider`), given to
/// ``SCIXyRenderableSeriesBase/init(renderPassData:hitProvider:nearestPointProvider:)``.
public protocol ISCIHitProvider: AnyObject {}

/// Hits a series where a drawn point's marker is: within the hit radius plus half the
/// marker of a point the frame drew (SciChart's `SCIPointMarkerHitProvider`).
public final class SCIPointMarkerHitProvider: ISCIHitProvider {
    /// A provider.
    public init() {}
}

/// Hits a series along the line through its drawn points, as line series are hit (SciChart's
/// `SCIDefaultHitProvider`).
public final class SCIDefaultHitProvider: ISCIHitProvider {
    /// A provider.
    public init() {}
}

/// How a series of your own finds the point nearest a place (SciChart's
/// `ISCINearestPointProvider`): what tooltips and the rollover read.
public protocol ISCINearestPointProvider: AnyObject {}

/// Finds the x-y point nearest in x (SciChart's `SCINearestXyPointProvider`): the default
/// reading of x-y series.
public final class SCINearestXyPointProvider: ISCINearestPointProvider {
    /// A provider.
    public init() {}
}
