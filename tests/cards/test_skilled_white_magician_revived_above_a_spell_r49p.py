"""Skilled White Magician gets a Spell Counter for each Spell Card activated while it is face-up
on the field, placed as that Spell resolves (its OCG text, yugioh-wiki.net 《熟練の白魔導師》:
表側表示で存在する限り、魔法カードを発動する度に; the Spell Counter rulings of Royal Magical Library).
A continuous effect applies from the moment its card is face-up, even in the middle of a chain,
and not before (seed 000 §效果分類 › 永續效果): a Magician revived by Chain Link 2 was in the GY when
the Spell of Chain Link 1 was activated, so that Spell gives it nothing."""

from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table

MAGICIAN = "Skilled White Magician"


def _counters(duel, ref):
    return (ref.card(duel).marks or {}).get("spell_counter", 0)


def _mst_on_waboku(magician_in_grave):
    """Player 1's turn: Mystical Space Typhoon (Chain Link 1) on player 0's Set Waboku."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    if magician_in_grave:
        magician = table.grave(0, MAGICIAN)
        table.spell_trap(0, "Call of the Haunted")
    else:
        magician = table.monster(0, MAGICIAN)
    waboku = table.spell_trap(0, "Waboku")
    table.hand(1, "Mystical Space Typhoon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", waboku, request="target")
    return duel, s, magician


def _pass_all(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_skilled_white_magician_revived_above_a_spell_gets_no_counter_for_it():
    """Q: my opponent activates Mystical Space Typhoon; I chain Call of the Haunted and revive
    Skilled White Magician. Does it get a Spell Counter when the Typhoon resolves? A: no: it
    was in the GY when the Typhoon was activated."""
    duel, s, magician = _mst_on_waboku(magician_in_grave=True)
    s.pick("activate", "Call of the Haunted", player=0)
    s.pick("target", MAGICIAN, request="target")
    _pass_all(duel, s)
    assert magician.card(duel).location == "mzone" and magician.card(duel).face_up
    assert "Waboku" in [c.name for c in duel.players[0].grave]      # the Typhoon resolved
    assert _counters(duel, magician) == 0 and not of_type(duel, "counter")


def test_skilled_white_magician_face_up_when_the_spell_is_activated_gets_its_counter():
    duel, s, magician = _mst_on_waboku(magician_in_grave=False)
    _pass_all(duel, s)
    assert _counters(duel, magician) == 1
    assert [e["count"] for e in of_type(duel, "counter")] == [1]

