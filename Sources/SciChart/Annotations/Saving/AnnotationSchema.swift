/// The keys a trading annotation type writes in its record's `style`, `settings`, `flags`,
/// `texts`, `lists`, `colors`, `labels` and `annotationLabels`: the only keys its records may
/// hold.
///
/// It is read off a new annotation's ``SCITradingAnnotationBase/encodeSettings(into:)``, so
/// what a type saves and what its documents may hold cannot drift apart. A type must
/// therefore save every key it can load, whatever its values (the measure leaves out a
/// non-finite `yValueScaleFactor`, which a new measure never has).
struct AnnotationSchema: Sendable {
    var styleKeys: Set<String> = []
    var settingKeys: Set<String> = []
    var flagKeys: Set<String> = []
    var textKeys: Set<String> = []
    var listKeys: Set<String> = []
    var colorKeys: Set<String> = []
    var labelKeys: Set<String> = []
    var annotationLabelKeys: Set<String> = []

    /// The keys of one type, from a new annotation of it.
    init(_ annotation: SCITradingAnnotationBase) {
        var saved = SCIAnnotationSettings(path: "")
        annotation.encodeSettings(into: &saved)
        styleKeys = Set(saved.style.keys).union(saved.declaredStyleKeys)
        settingKeys = Set(saved.numbers.keys)
        flagKeys = Set(saved.flags.keys)
        textKeys = Set(saved.texts.keys).union(saved.declaredTextKeys)
        listKeys = Set(saved.lists.keys)
        colorKeys = Set(saved.colors.keys)
        labelKeys = Set(saved.labels.keys).union(saved.declaredLabelKeys)
        annotationLabelKeys = Set(saved.annotationLabels.keys).union(saved.declaredAnnotationLabelKeys)
    }

    private init() {}

    /// The keys of every registered type: a key outside them is refused as soon as it is
    /// read, before the record's type is known.
    static func loadable(by registry: SCIAnnotationTypeRegistry) -> AnnotationSchema {
        registry.registeredTypeNames.reduce(into: AnnotationSchema()) { schema, name in
            guard let annotation = registry.makeAnnotation(savedAs: name) else { return }
            let keys = AnnotationSchema(annotation)
            schema.styleKeys.formUnion(keys.styleKeys)
            schema.settingKeys.formUnion(keys.settingKeys)
            schema.flagKeys.formUnion(keys.flagKeys)
            schema.textKeys.formUnion(keys.textKeys)
            schema.listKeys.formUnion(keys.listKeys)
            schema.colorKeys.formUnion(keys.colorKeys)
            schema.labelKeys.formUnion(keys.labelKeys)
            schema.annotationLabelKeys.formUnion(keys.annotationLabelKeys)
        }
    }

    /// Refuses the first key of `record` (in sorted order) that this type does not save.
    func check(_ record: AnnotationRecord, path: String) throws(SCIAnnotationLoadError) {
        for (name, keys, known) in [
            ("style", record.style.map { Array($0.keys) }, styleKeys),
            ("settings", record.settings.map { Array($0.keys) }, settingKeys),
            ("flags", record.flags.map { Array($0.keys) }, flagKeys),
            ("texts", record.texts.map { Array($0.keys) }, textKeys),
            ("lists", record.lists.map { Array($0.keys) }, listKeys),
            ("colors", record.colors.map { Array($0.keys) }, colorKeys),
            ("labels", record.labels.map { Array($0.keys) }, labelKeys),
            ("annotationLabels", record.annotationLabels.map { Array($0.keys) }, annotationLabelKeys),
        ] {
            if let key = (keys ?? []).sorted().first(where: { !known.contains($0) }) {
                throw .unknownField("\(path).\(name).\(key)")
            }
        }
    }
}
