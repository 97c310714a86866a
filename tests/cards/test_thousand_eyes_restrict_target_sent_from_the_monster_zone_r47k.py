"""Thousand-Eyes Restrict's target when TER turned face-down in the chain: the target cannot be
equipped and is sent to the GY from the Monster Zone where it stands (the Edison-format
Relinquished ruling, as tests/cards/test_thousand_eyes_restrict_rulings_r40a.py cites it): it is
never an Equip Card first. So a monster whose effect answers its going from a Monster Zone to
the GY (Makyura the Destructor) has it."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_makyura_targeted_by_a_thousand_eyes_restrict_turned_face_down_goes_from_the_monster_zone():
    """Q: my opponent's Thousand-Eyes Restrict targets my Makyura the Destructor; I chain Book of
    Moon on TER. Makyura goes to the GY: does its effect (Traps from my hand this turn) apply?
    A: yes: Makyura went from my Monster Zone to the GY, never equipped; I am asked whether to
    use its effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ter = table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Makyura the Destructor")
    table.spell_trap(1, "Book of Moon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Makyura the Destructor")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ter, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert not ter.card(duel).face_up and field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Makyura the Destructor"]
    moves = [e for e in duel.log if e["type"] == "to_grave" and e.get("name") == "Makyura the Destructor"]
    assert [e["from"] for e in moves] == ["mzone"]
    assert duel.request.kind == "yes_no" and duel.request.player == 1
