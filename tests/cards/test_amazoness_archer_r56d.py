"""Amazoness Archer (91869203): in its controller's Main Phase, Tribute 2 monsters they control
(it may be one of them) to deal 1200 damage to the opponent; as often as they like.

Sources: the card's texts in our words -- the 2005 print (Labyrinth of Nightmare, LON-032, named
"Amazon Archer": offer 2 monsters on your side of the field as Tributes to inflict 1200 damage)
and today's do the same (no ERAS entry); ygorulings.blogspot.com "DREV Part 2" (2010: an
ignition effect; the two Tributes are its cost, and the Archer may be one of them);
the text sets no limit a turn. Scapegoat's Sheep Tokens may be Tributed
for a cost (they cannot be Tributed for a Tribute Summon only: Scapegoat's test); seed 000
§起動效果 for the ignition effect; Des Wombat makes the effect damage 0 (its test)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

ARCHER = "Amazoness Archer"


def _settle(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(others=("Battle Ox",), opp=(), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    archer = table.monster(0, ARCHER)
    refs = [table.monster(0, name) for name in others]
    for name in opp:
        table.monster(1, name, position="defense")
    duel = table.build()
    return duel, Script(duel), archer, refs


def test_amazoness_archer_tributes_two_for_1200():
    """Q: I control Amazoness Archer and Battle Ox; I Tribute both for its effect. A: my opponent
    takes 1200; both are in my GY. Both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel, s, archer, (ox,) = _table(rules=rules)
        s.pick("activate", ARCHER, player=0, request="idle")
        s.pick("select", archer, player=0)
        s.pick("select", ox, player=0)
        _settle(duel, s)
        assert lp(duel) == (8000, 6800), rules
        assert sorted(grave(duel, 0)) == [ARCHER, "Battle Ox"], rules


def test_amazoness_archer_needs_two_monsters():
    """Q: Amazoness Archer is my only monster. A: its cost cannot be paid: it cannot be
    activated."""
    duel, s, _archer, _refs = _table(others=())
    assert not s.has("activate", ARCHER)


def test_amazoness_archer_as_often_as_i_can_pay():
    """Q: I control the Archer and three other monsters. A: I Tribute two others (1200), then the
    Archer and the last one (another 1200): 2400 in all, no limit a turn."""
    duel, s, archer, (ox, elf, giant) = _table(others=("Battle Ox", "Mystical Elf", "Hitotsu-Me Giant"))
    s.pick("activate", ARCHER, player=0, request="idle")
    s.pick("select", ox, player=0)
    s.pick("select", elf, player=0)
    _settle(duel, s)
    s.pick("activate", ARCHER, player=0, request="idle")
    s.pick("select", archer, player=0)
    s.pick("select", giant, player=0)
    _settle(duel, s)
    assert lp(duel) == (8000, 5600) and field_monsters(duel, 0) == []


def test_amazoness_archer_tributes_sheep_tokens():
    """Q: I activate Scapegoat, then Tribute two Sheep Tokens for the Archer's effect. A: the
    Tokens may pay a cost: my opponent takes 1200; the Archer and two Tokens stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, ARCHER)
    table.hand(0, "Scapegoat")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", player=0, request="idle")
    _settle(duel, s)
    s.pick("activate", ARCHER, player=0, request="idle")
    s.pick("select", "Sheep Token", player=0, first=True)
    s.pick("select", "Sheep Token", player=0, first=True)
    _settle(duel, s)
    assert lp(duel) == (8000, 6800)
    assert sorted(field_monsters(duel, 0)) == [ARCHER, "Sheep Token", "Sheep Token"]


def test_amazoness_archer_against_des_wombat():
    """Q: my opponent controls Des Wombat; I use the Archer's effect. A: the Tributes are paid, but
    the effect damage to Des Wombat's controller is 0."""
    duel, s, archer, (ox,) = _table(opp=("Des Wombat",))
    s.pick("activate", ARCHER, player=0, request="idle")
    s.pick("select", archer, player=0)
    s.pick("select", ox, player=0)
    _settle(duel, s)
    assert lp(duel) == (8000, 8000) and sorted(grave(duel, 0)) == [ARCHER, "Battle Ox"]
