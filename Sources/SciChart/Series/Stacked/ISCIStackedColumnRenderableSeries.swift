/// What a side-by-side group of columns (``SCIHorizontallyStackedColumnsCollection``) holds:
/// an ``SCIStackedColumnRenderableSeries``, or an ``SCIVerticallyStackedColumnsCollection``
/// standing in the group as one column of stacked parts.
public protocol ISCIStackedColumnRenderableSeries: ISCIRenderableSeries {}
