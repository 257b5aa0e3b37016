import Foundation

/// SciChart's name of a surface's axis collections (``SCIChartSurface/xAxes``, ``SCIChartSurface/yAxes``).
public typealias SCIAxisCollection = SCIObservableCollection<SCIAxisBase>
/// SciChart's name of ``SCIChartSurface/renderableSeries``' collection.
public typealias SCIRenderableSeriesCollection = SCIObservableCollection<SCIRenderableSeriesBase>
/// SciChart's name of ``SCIChartSurface/chartModifiers``' collection.
public typealias SCIChartModifierCollection = SCIObservableCollection<SCIChartModifierBase>
/// SciChart's name of ``SCIChartSurface/annotations``' collection.
public typealias SCIAnnotationCollection = SCIObservableCollection<SCIAnnotationBase>
