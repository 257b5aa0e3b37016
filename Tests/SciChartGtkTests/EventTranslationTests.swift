import CGtk
import SciChart
import Testing

@testable import SciChartGtk

@Suite("GDK event values become chart events")
struct EventTranslationTests {
    private func state(_ masks: GdkModifierType...) -> GdkModifierType {
        GdkModifierType(masks.reduce(0) { $0 | $1.rawValue })
    }

    @Test func modifierMasksMapToKeyModifiers() {
        #expect(EventTranslation.modifiers(state()) == [])
        #expect(EventTranslation.modifiers(state(GDK_SHIFT_MASK)) == .shift)
        #expect(EventTranslation.modifiers(state(GDK_CONTROL_MASK)) == .control)
        #expect(EventTranslation.modifiers(state(GDK_ALT_MASK)) == .alt)
        #expect(EventTranslation.modifiers(state(GDK_SUPER_MASK)) == .command)
        #expect(EventTranslation.modifiers(state(GDK_META_MASK)) == .command)
        #expect(
            EventTranslation.modifiers(state(GDK_SHIFT_MASK, GDK_CONTROL_MASK, GDK_ALT_MASK, GDK_SUPER_MASK))
                == [.shift, .control, .alt, .command])
    }

    @Test func capsLockAndButtonsAreNotModifiers() {
        let masks = state(GDK_LOCK_MASK, GDK_BUTTON1_MASK, GDK_BUTTON3_MASK, GDK_HYPER_MASK)
        #expect(EventTranslation.modifiers(masks) == [])
    }

    @Test func anyButtonMaskMeansAButtonIsDown() {
        #expect(!EventTranslation.isButtonDown(state()))
        #expect(!EventTranslation.isButtonDown(state(GDK_SHIFT_MASK, GDK_CONTROL_MASK)))
        for button in [
            GDK_BUTTON1_MASK, GDK_BUTTON2_MASK, GDK_BUTTON3_MASK, GDK_BUTTON4_MASK, GDK_BUTTON5_MASK,
        ] {
            #expect(EventTranslation.isButtonDown(state(button)))
        }
    }

    @Test(arguments: [
        (GDK_KEY_Escape, SCIKey.escape), (GDK_KEY_Delete, .delete), (GDK_KEY_KP_Delete, .delete),
        (GDK_KEY_BackSpace, .backspace), (GDK_KEY_Return, .enter), (GDK_KEY_KP_Enter, .enter),
        (GDK_KEY_ISO_Enter, .enter), (GDK_KEY_Left, .left), (GDK_KEY_KP_Left, .left),
        (GDK_KEY_Right, .right), (GDK_KEY_KP_Right, .right), (GDK_KEY_Up, .up), (GDK_KEY_KP_Up, .up),
        (GDK_KEY_Down, .down), (GDK_KEY_KP_Down, .down), (GDK_KEY_Home, .home), (GDK_KEY_KP_Home, .home),
        (GDK_KEY_End, .end), (GDK_KEY_KP_End, .end), (GDK_KEY_plus, .plus), (GDK_KEY_equal, .plus),
        (GDK_KEY_KP_Add, .plus), (GDK_KEY_minus, .minus), (GDK_KEY_KP_Subtract, .minus),
    ])
    func namedKeysMapWithOrWithoutModifiers(keyval: Int32, key: SCIKey) {
        let keyval = UInt32(keyval)
        #expect(EventTranslation.key(keyval: keyval, state: state()) == key)
        #expect(EventTranslation.key(keyval: keyval, state: state(GDK_CONTROL_MASK, GDK_SHIFT_MASK)) == key)
    }

    @Test func controlZIsUndoAndWithShiftRedo() {
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_z), state: state(GDK_CONTROL_MASK)) == .undo)
        // Shift turns the keyval upper case; Caps Lock does too, without the Shift mask.
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_Z), state: state(GDK_CONTROL_MASK, GDK_SHIFT_MASK))
                == .redo)
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_Z), state: state(GDK_CONTROL_MASK, GDK_LOCK_MASK))
                == .undo)
    }

    @Test func controlYIsRedo() {
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_y), state: state(GDK_CONTROL_MASK)) == .redo)
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_Y), state: state(GDK_CONTROL_MASK, GDK_LOCK_MASK))
                == .redo)
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_Y), state: state(GDK_CONTROL_MASK, GDK_SHIFT_MASK))
                == nil)
    }

    @Test func shortcutsNeedControlAndNothingButShift() {
        for keyval in [GDK_KEY_z, GDK_KEY_Z, GDK_KEY_y] {
            let keyval = UInt32(keyval)
            // Without Control they are typed letters, not undo or redo.
            let letter = SCIKey.character(keyval == UInt32(GDK_KEY_y) ? "y" : "z")
            #expect(EventTranslation.key(keyval: keyval, state: state()) == letter)
            #expect(EventTranslation.key(keyval: keyval, state: state(GDK_SHIFT_MASK)) == letter)
            #expect(EventTranslation.key(keyval: keyval, state: state(GDK_CONTROL_MASK, GDK_ALT_MASK)) == nil)
            #expect(
                EventTranslation.key(keyval: keyval, state: state(GDK_CONTROL_MASK, GDK_SUPER_MASK)) == nil)
        }
    }

    @Test func printableKeysAreTheirCharactersInLowerCase() {
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_c), state: state()) == .character("c"))
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_C), state: state(GDK_SHIFT_MASK)) == .character("c"))
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_space), state: state()) == .character(" "))
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_7), state: state()) == .character("7"))
        // With Control, Alt or Super they are a host's shortcuts, not the chart's.
        for mask in [GDK_CONTROL_MASK, GDK_ALT_MASK, GDK_SUPER_MASK] {
            #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_c), state: state(mask)) == nil)
        }
    }

    @Test func tabAndShiftTabAreTabButControlTabLeavesTheChart() {
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_Tab), state: state()) == .tab)
        #expect(
            EventTranslation.key(keyval: UInt32(GDK_KEY_ISO_Left_Tab), state: state(GDK_SHIFT_MASK)) == .tab)
        // Control+Tab is GTK's way out of a widget that takes Tab.
        #expect(EventTranslation.key(keyval: UInt32(GDK_KEY_Tab), state: state(GDK_CONTROL_MASK)) == nil)
    }

    @Test func otherKeysAreNotChartKeys() {
        for keyval in [GDK_KEY_F1, GDK_KEY_Page_Up, GDK_KEY_Shift_L, GDK_KEY_Control_L, GDK_KEY_Insert] {
            #expect(EventTranslation.key(keyval: UInt32(keyval), state: state()) == nil)
            #expect(EventTranslation.key(keyval: UInt32(keyval), state: state(GDK_CONTROL_MASK)) == nil)
        }
    }

    @Test func wheelClicksPassAsTheyAre() throws {
        let down = try #require(EventTranslation.scrollDelta(dx: 0, dy: 1, unit: GDK_SCROLL_UNIT_WHEEL))
        #expect(down.x == 0 && down.y == 1)
        let smooth = try #require(
            EventTranslation.scrollDelta(dx: -0.25, dy: 0.5, unit: GDK_SCROLL_UNIT_WHEEL))
        #expect(smooth.x == -0.25 && smooth.y == 0.5)
    }

    @Test func touchpadPixelsBecomeWheelClicks() throws {
        let delta = try #require(
            EventTranslation.scrollDelta(dx: 30, dy: -7.5, unit: GDK_SCROLL_UNIT_SURFACE))
        #expect(delta.x == 2 && delta.y == -0.5)
    }

    @Test func emptyOrNonFiniteScrollsAreDropped() {
        #expect(EventTranslation.scrollDelta(dx: 0, dy: 0, unit: GDK_SCROLL_UNIT_WHEEL) == nil)
        #expect(EventTranslation.scrollDelta(dx: .nan, dy: 1, unit: GDK_SCROLL_UNIT_WHEEL) == nil)
        #expect(EventTranslation.scrollDelta(dx: 0, dy: .infinity, unit: GDK_SCROLL_UNIT_SURFACE) == nil)
    }

    @Test func brokenGrabsAndGrabCrossingsEndAGesture() {
        #expect(EventTranslation.endsGesture(GDK_GRAB_BROKEN, crossingMode: nil))
        #expect(EventTranslation.endsGesture(GDK_LEAVE_NOTIFY, crossingMode: GDK_CROSSING_GRAB))
        #expect(EventTranslation.endsGesture(GDK_LEAVE_NOTIFY, crossingMode: GDK_CROSSING_GTK_GRAB))
    }

    @Test func ordinaryCrossingsAndOtherEventsDoNot() {
        #expect(!EventTranslation.endsGesture(GDK_LEAVE_NOTIFY, crossingMode: GDK_CROSSING_NORMAL))
        #expect(!EventTranslation.endsGesture(GDK_LEAVE_NOTIFY, crossingMode: GDK_CROSSING_UNGRAB))
        #expect(!EventTranslation.endsGesture(GDK_ENTER_NOTIFY, crossingMode: GDK_CROSSING_GRAB))
        #expect(!EventTranslation.endsGesture(GDK_MOTION_NOTIFY, crossingMode: nil))
        #expect(!EventTranslation.endsGesture(GDK_BUTTON_RELEASE, crossingMode: nil))
    }
}
