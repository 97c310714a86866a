"""Dragon Capture Jar names face-up Dragons only (its text: "every face-up Dragon monster on the
field is in Defense Position and cannot change its battle position"; cards/common.py
`race_is`, the Type test with its face-up test; round 23m of docs/mutation.md). A Flip Summon
is a change of battle position (seed 004 §怪兽的召唤), so a Jar that reached face-down Dragons
would forbid it.

Judge's rulings, each from a position set up on the table:
- Dragon Capture Jar face-up ("every face-up Dragon on the field ... cannot change its battle
  position") and a Set Blue-Eyes White Dragon: its controller may still Flip Summon it (a
  face-down Dragon is not one the Jar names); once it is face-up the Jar reaches it, and the
  state check changes it to Defense Position, where it stays (no position change offered)."""

from duelist.engine import state as S
from duelist.testing.scenario import Script, Table


def test_dragon_capture_jar_does_not_stop_a_set_dragons_flip_summon():
    table = Table(turn=3, turn_player=0, phase="main1")
    dragon = table.monster(0, "Blue-Eyes White Dragon", position="set")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("flip_summon", dragon), "a face-down Dragon is no 'face-up Dragon': it may be Flip Summoned"
    s.pick("flip_summon", dragon)
    s.expect(player=0)
    card = dragon.card(duel)
    assert card.location == S.MZONE and card.position == S.FACEUP_DEFENSE     # face-up now: the Jar applies
    assert not s.has("change_position", dragon)

