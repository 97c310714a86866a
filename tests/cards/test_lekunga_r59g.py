"""Lekunga (62543393): Level 4 WATER Plant; its controller can banish 2 WATER monsters from their GY
(a cost) to Special Summon 1 Lekunga Token (Plant, WATER, Level 2, 700/700) in Attack Position, with
no limit on how often.

Sources, in our words: the card's texts (IOC-027, 2005: remove 2 WATER monsters in your Graveyard from
play to Special Summon the Token in Attack Position; today's: the same, "banish"); yugipedia "Lekunga"
(no once-per-turn: it may be used again while WATER monsters are left); Necrovalley forbids banishing
from a GY, so a cost that banishes from the GY cannot be paid (ygorganization.com "Necrovalley" §2,
tests/rules/test_banishing_from_a_gy_under_necrovalley_r40a.py); Skill Drain negates the effect as it
resolves but the cost stays paid (seed 004 §代价, Skill Drain's text: face-up monsters' effects are
negated, their activation is not prevented)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

LK = "Lekunga"
TOKEN = "Lekunga Token"
FISH = "7 Colored Fish"          # Level 4 WATER Fish Normal Monster
SNAKE = "Giant Red Seasnake"     # Level 4 WATER Aqua Normal Monster


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c is not None and c.data.is_token]


def _use(s, picks):
    s.pick("activate", LK, request="idle")
    for name in picks:
        if s.duel.request.kind == "select":
            s.pick("select", name, first=True)
    if s.duel.request.kind == "select":
        s.pick("done")
    _pass(s)


def test_lekunga_banishes_two_water_monsters_for_a_lekunga_token():
    """Q: Lekunga is face-up; my GY holds 7 Colored Fish and Giant Red Seasnake. I use its effect. A: both
    are banished; 1 Lekunga Token arrives in face-up Attack Position: Level 2 WATER Plant, 700/700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LK)
    table.grave(0, FISH, SNAKE)
    duel = table.build()
    s = Script(duel)
    _use(s, [FISH, SNAKE])
    assert sorted(banished(duel, 0)) == sorted([FISH, SNAKE]) and grave(duel, 0) == []
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN]
    token = tokens[0]
    assert (token.data.race, token.data.attribute, token.data.level) == ("Plant", "WATER", 2)
    assert (duel.atk(token), duel.defense(token), token.position, token.controller) == (700, 700, "attack", 0)


def test_lekunga_may_be_used_again_in_the_same_turn():
    """Q: My GY holds four WATER monsters. A: Lekunga's effect works twice this turn: two Lekunga Tokens,
    four monsters banished."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, LK)
    table.grave(0, FISH, SNAKE, FISH, SNAKE)
    duel = table.build()
    s = Script(duel)
    _use(s, [FISH, SNAKE])
    _use(s, [FISH, SNAKE])
    assert [t.name for t in _tokens(duel, 0)] == [TOKEN, TOKEN] and len(banished(duel, 0)) == 4


def test_lekunga_needs_two_water_monsters_in_the_gy():
    """Q: My GY holds one WATER monster (7 Colored Fish) and Battle Ox (EARTH). A: Lekunga's effect
    cannot be used."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LK)
    table.grave(0, FISH, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", LK)


def test_lekunga_cannot_banish_under_necrovalley():
    """Q: My opponent's Necrovalley is face-up; my GY holds two WATER monsters. A: the cost banishes from
    the GY, which Necrovalley forbids: Lekunga's effect cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LK)
    table.grave(0, FISH, SNAKE)
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("activate", LK)


def test_lekunga_under_skill_drain_pays_its_cost_and_makes_no_token():
    """Q: Skill Drain is face-up; I activate Lekunga's effect. A: Skill Drain does not stop the
    activation: the two WATER monsters are banished (the cost), then the effect is negated: no Token."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, LK)
    table.grave(0, FISH, SNAKE)
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    _use(s, [FISH, SNAKE])
    assert sorted(banished(duel, 0)) == sorted([FISH, SNAKE]) and _tokens(duel, 0) == []
