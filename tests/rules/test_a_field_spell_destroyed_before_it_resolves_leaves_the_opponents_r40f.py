"""Goat Format Rule #3, "One Field Spell to Rule Them All" (the GOAT preset): when the
activation of a Field Spell resolves while the opponent controls a face-up Field Spell, that
older Field Spell is destroyed; a Field Spell must remain face-up to resolve. So an activation
that never resolves (the new Field Spell destroyed in its own chain) destroys nothing.

Source: goatformat.com, "Basic Mechanics" (Rules/Game Mechanics), Goat Format Rule #3 ("If the
activation of a Field Spell resolves while the opponent controls a face-up Field Spell, the
previous Field Spell is destroyed"; the copy on cardffreak.wixsite.com adds "Field Spells must
remain face-up in order to resolve"). Seed 004 §地形卡区域 reads "新的地形卡发动的时候，原来的地形卡
就自动的破坏" (when a new Field card is activated the old one is destroyed); the Goat page
places that destruction at the resolution of the activation, for the opponent's Field Spell."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _yami_against_sogen(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Sogen")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Yami")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    return duel, s


def test_under_mr1_the_opponents_field_spell_is_destroyed_as_the_new_one_is_activated():
    """Q (MR1, seed 004 §地形卡区域): my opponent controls a face-up Sogen; I activate Yami. A: Sogen
    is destroyed as Yami is activated, before anyone answers: my opponent's Mystical Space
    Typhoon chained to Yami finds Sogen already gone. (The GOAT preset places it at the
    resolution: the test below; Rules.field_spell_replaced.)"""
    duel, s = _yami_against_sogen("MR1")
    assert duel.players[1].fzone is None and "Sogen" in grave(duel, 1)


def test_a_field_spell_destroyed_in_its_own_chain_leaves_the_opponents_field_spell():
    """Q: my opponent controls a face-up Sogen; I activate Yami; my opponent chains Mystical
    Space Typhoon on Yami. A: Yami is destroyed before its activation resolves, so it never
    replaces Sogen: Sogen stays face-up on my opponent's field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Sogen")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(0, "Yami")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Yami")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Yami", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert grave(duel, 0) == ["Yami"] and duel.players[0].fzone is None
    assert duel.players[1].fzone is not None and duel.players[1].fzone.name == "Sogen"
    assert duel.players[1].fzone.face_up
    assert sorted(grave(duel, 1)) == ["Mystical Space Typhoon"]
