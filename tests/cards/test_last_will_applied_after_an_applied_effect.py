"""Last Will's summon is applied, never a chain link, also when the monster it answers was sent
to the GY by another applied effect (Instant Fusion's End Phase destruction).

Last Will (85602018): "if a monster you control is sent to your GY this turn, you can Special
Summon 1 monster with 1500 or less ATK from your Deck": a lasting effect applied when that
happens, with no chain link (tests/cards/test_yugi_spells.py::
test_last_will_applies_to_a_monster_sent_after_it_resolved). Instant Fusion (1845204) destroys
its Fusion Monster in the End Phase, also applied. An applied effect makes no chain link
wherever its happening came from (seed 000 §連鎖: a spell speed 1 effect is never Chain Link 2;
Last Will is a Normal Spell's effect). Found by round 42m's property probe (seed 424376 of
kind 2, the theme Wicked Worm Beast + Big Shield Gardna + Book of Moon + Change of Heart +
Instant Fusion + Last Will): the engine made Last Will's summon Chain Link 2."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _instant_fusion_then(last_wills):
    """Player 0's turn 3: `last_wills` Last Wills activated first (their effects wait), then
    Instant Fusion (1000 LP) Special Summons Flame Swordsman; the turn ends."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, *(["Last Will"] * last_wills + ["Instant Fusion"]))
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Mystical Elf", "Giant Soldier of Stone", "Blue-Eyes White Dragon", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    for _ in range(last_wills):
        s.pick("activate", "Last Will", first=True)
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    s.pick("end_turn")
    return duel, s


def _links_after_instant_fusion(duel):
    names = [e["name"] for e in duel.log if e["type"] == "chain"]
    return names[names.index("Instant Fusion") + 1:]


def test_last_will_is_applied_when_instant_fusions_monster_is_destroyed_in_the_end_phase():
    """Q: Flame Swordsman, Special Summoned by Instant Fusion, is destroyed in the End Phase by
    Instant Fusion's effect, with my Last Will waiting. A: Last Will's summon is applied at
    once (no chain link, nothing may answer it): Mystical Elf comes from my Deck."""
    duel, s = _instant_fusion_then(1)
    s.pick("yes", player=0, request="yes_no")
    s.pick("select", "Mystical Elf")
    s.pick("option", "Defense Position", request="option")
    assert "Flame Swordsman" in grave(duel, 0)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert _links_after_instant_fusion(duel) == []
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == ["Instant Fusion", "Last Will"]


def test_two_last_wills_are_two_summons_and_no_chain():
    """Q: the same with two Last Wills waiting. A: each is applied in turn, two summons, and
    neither is a chain link."""
    duel, s = _instant_fusion_then(2)
    for name in ("Mystical Elf", "Giant Soldier of Stone"):
        s.pick("yes", player=0, request="yes_no")
        s.pick("select", name)
        s.pick("option", "Defense Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Giant Soldier of Stone", "Mystical Elf"]
    assert _links_after_instant_fusion(duel) == []
    assert [e["name"] for e in duel.log if e["type"] == "apply"] == ["Instant Fusion", "Last Will", "Last Will"]
