"""Mind Haxorz (75392615), judge's review (round 56t): what it lets its player see.

Source: yugioh-wiki.net 《マインド・ハック》 (the OCG text, unchanged since RISE OF DESTINY, and the
page's note that it sees everything the opponent holds but the Deck, the Extra Deck and cards
banished face-down): its player looks at the opponent's hand and at EVERY Set card the opponent
controls, the Set Spell and Trap Cards included, not only the Set monsters. Our reading of the
2005 English text ("all face-down cards" on the opponent's field) is the same."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _seen_by(duel, player):
    return sorted(e["private"]["name"] for e in duel.log
                  if e["type"] == "reveal" and e.get("private", {}).get("player") == player)


def test_mind_haxorz_sees_set_spells_and_traps_too():
    """Q: my opponent has Sangan in hand, a Set Magician of Faith, a Set Mirror Force and a
    face-up Swords of Revealing Light. I activate Mind Haxorz. A: I pay 500 and see Sangan,
    Magician of Faith and Mirror Force (every Set card), not the face-up Swords; Mirror Force
    stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Mind Haxorz")
    table.hand(1, "Sangan")
    table.monster(1, "Magician of Faith", position="set")
    force = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Haxorz", player=0, request="idle")
    _pass_all(s)
    assert lp(duel) == (7500, 8000)
    assert _seen_by(duel, 0) == ["Magician of Faith", "Mirror Force", "Sangan"]
    assert not force.card(duel).face_up


def test_mind_haxorz_sees_set_cards_today_too():
    """Q: the same under today's rules, with only a Set Sakuretsu Armor and an empty hand.
    A: I see Sakuretsu Armor."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Mind Haxorz")
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Haxorz", player=0, request="idle")
    _pass_all(s)
    assert _seen_by(duel, 0) == ["Sakuretsu Armor"]
