"""Wall of Revealing Light (17078030), Continuous Trap: its activation's cost is LP in a
multiple of 1000; while it is face-up, the opponent's monsters whose ATK is no more than the
LP paid cannot attack. One meaning in both eras (the 2005 print: "pay Life Points in multiples
of 1000 to activate this card; your opponent's monsters with an ATK less than or equal to the
amount paid cannot attack").

Sources: the card's own text in our words (the ATK is read now: a monster that gains ATK
above the amount may attack); Jinzo's text (Trap effects on the field are negated: the Wall no
longer stops anything, the LP stay paid); Seed 000 §永續陷阱."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _walled(rules="GOAT", paid="2000 LP", extra=()):
    table = Table(rules=rules, turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")               # 1700
    table.monster(1, "Summoned Skull")          # 2500
    for name in extra:
        table.spell_trap(1, name)
    table.spell_trap(0, "Wall of Revealing Light")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Wall of Revealing Light", player=0, request="chain")
    s.pick("option", paid, player=0)
    _pass(duel, s)
    return duel, s


def _attackers(duel):
    return sorted(set(o.name for o in duel.request.options if o.kind == "attack"))


def test_wall_of_revealing_light_stops_monsters_up_to_the_amount_paid():
    """Q: I pay 2000 for Wall of Revealing Light; my opponent has Battle Ox (1700) and Summoned
    Skull (2500). A: I am at 6000; in their Battle Phase only the Skull may attack."""
    duel, s = _walled()
    assert lp(duel) == (6000, 8000)
    s.pick("battle", player=1, request="idle")
    _pass(duel, s)
    s.expect(request="battle", player=1)
    assert _attackers(duel) == ["Summoned Skull"]


def test_wall_of_revealing_light_offers_only_multiples_of_1000_it_can_pay():
    """Q: with 2500 LP, what may I pay for Wall of Revealing Light? With 999? A: 1000 or 2000
    (multiples of 1000 I can pay); with 999 LP it cannot be activated."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1", lp=(2500, 8000))
    table.spell_trap(0, "Wall of Revealing Light")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Wall of Revealing Light", player=0)
    assert [o.name for o in duel.request.options] == ["1000 LP", "2000 LP"]
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1", lp=(999, 8000))
    table.spell_trap(0, "Wall of Revealing Light")
    assert not Script(table.build()).has("activate", "Wall of Revealing Light")


def test_wall_of_revealing_light_a_monster_pumped_above_the_amount_may_attack():
    """Q: behind my 2000 Wall, my opponent uses Rush Recklessly on Battle Ox (1700 -> 2400) in
    their Battle Step. A: the Ox's ATK is now over 2000: it may attack."""
    duel, s = _walled("GOAT", "2000 LP", extra=("Rush Recklessly",))
    s.pick("battle", player=1, request="idle")
    _pass(duel, s)
    s.pick("activate", "Rush Recklessly", player=1, request="battle")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    _pass(duel, s)
    s.expect(request="battle", player=1)
    assert _attackers(duel) == ["Battle Ox", "Summoned Skull"]


def test_wall_of_revealing_light_negated_by_jinzo():
    """Q: I paid 3000 for the Wall, then my opponent's Jinzo is on their field. A: the Wall's
    effect is negated: all their monsters may attack; my LP stay at 5000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")
    table.hand(1, "Jinzo")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Wall of Revealing Light")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Wall of Revealing Light", player=0, request="chain")
    s.pick("option", "3000 LP", player=0)
    _pass(duel, s)
    s.pick("summon", "Jinzo", player=1, request="idle")
    s.pick("tribute", "Celtic Guardian", player=1)
    _pass(duel, s)
    s.pick("battle", player=1, request="idle")
    _pass(duel, s)
    s.expect(request="battle", player=1)
    assert _attackers(duel) == ["Battle Ox", "Jinzo"]
    assert lp(duel) == (5000, 8000)
