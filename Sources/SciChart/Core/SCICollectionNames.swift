import Foundation

/// SciChart's names of a surface's collections.
public typealias SCIAxisCollection = SCIObservableCollection<SCIAxisBase>
public typealias SCIRenderableSeriesCollection = SCIObservableCollection<SCIRenderableSeriesBase>
public typealias SCIChartModifierCollection = SCIObservableCollection<SCIChartModifierBase>
public typealias SCIAnnotationCollection = SCIObservableCollection<SCIAnnotationBase>
