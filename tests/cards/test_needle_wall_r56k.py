"""Needle Wall (38299233), Continuous Trap: in each of your Standby Phases, roll a die (a 6 is
rolled again) and destroy the monster in the opponent's Monster Zone of that number, counted
1-5 from your right.

Sources, in our words: the card's text (PGD, 2002; today's TCG text the same: "once during each of
your Standby Phases ... zones are numbered 1-5 from your right; on a 6, roll again");
yugioh-wiki.net 《ニードル・ウォール》: a mandatory trigger of its controller's Standby Phase, no
target (a face-down monster there is destroyed too; an empty zone: nothing); seed 000 §永續陷阱
(a face-up Continuous Trap's effects are negated by Jinzo). Facing each other, the opponent's
zone across from my rightmost zone is their leftmost (their zone 0). The 2005 text and today's do
the same."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

NW = "Needle Wall"
NAMES = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _standby(seed=0, opp=NAMES, turn_player=0, jinzo=False, rules="MR5"):
    table = Table(rules=rules, turn=3, turn_player=turn_player, phase="standby")
    table.spell_trap(0, NW, face_down=False)
    refs = [table.monster(1, name, zone=i, position="set" if i == 2 else "attack") if name else None
            for i, name in enumerate(opp)]
    if jinzo:
        table.monster(1, "Jinzo", zone=4)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build(seed=seed)
    s = Script(duel)
    _pass_all(duel, s)
    return duel, s, refs


def _rolls(duel):
    return [e["result"] for e in of_type(duel, "die_roll")]


def test_needle_wall_destroys_the_monster_in_the_rolled_zone():
    """Q: my Standby Phase; the opponent has a monster in each of their five zones (the middle one
    face-down). A: Needle Wall rolls; the monster in the zone of that number from my right (their
    zone number - 1 from their left) is destroyed, the four others stay (both texts)."""
    for rules in ("MR5", "GOAT"):
        for seed in range(4):
            duel, s, refs = _standby(seed, rules=rules)
            rolls = _rolls(duel)
            assert rolls and rolls[-1] in range(1, 6), (rules, seed, rolls)
            victim = NAMES[rolls[-1] - 1]
            assert grave(duel, 1) == [victim], (rules, seed, rolls)
            assert sorted(field_monsters(duel, 1)) == sorted(n for n in NAMES if n != victim)


def test_needle_wall_rolls_a_six_again():
    """Q: the die shows 6. A: it is rolled again until it shows 1-5; only then is a monster
    destroyed (one monster in all)."""
    seen = False
    for seed in range(40):
        duel, s, refs = _standby(seed)
        rolls = _rolls(duel)
        assert all(r == 6 for r in rolls[:-1]) and rolls[-1] != 6, rolls
        assert len(grave(duel, 1)) == 1
        seen = seen or len(rolls) > 1
    assert seen


def test_needle_wall_empty_zone_destroys_nothing():
    """Q: the opponent has a monster only in the zone across from my rightmost zone (their
    leftmost). A: it is destroyed only on a roll of 1; any other roll destroys nothing."""
    for seed in range(8):
        duel, s, refs = _standby(seed, opp=["Battle Ox", None, None, None, None])
        rolls = _rolls(duel)
        assert grave(duel, 1) == (["Battle Ox"] if rolls[-1] == 1 else []), rolls


def test_needle_wall_only_in_my_standby_phase():
    """Q: it is the opponent's Standby Phase. A: Needle Wall rolls no die."""
    duel, s, refs = _standby(turn_player=1)
    assert _rolls(duel) == [] and grave(duel, 1) == []


def test_needle_wall_negated_by_jinzo():
    """Q: the opponent controls a face-up Jinzo in their rightmost zone. A: Jinzo negates the
    effects of Traps on the field: no die is rolled, nothing is destroyed."""
    duel, s, refs = _standby(opp=NAMES[:4], jinzo=True)
    assert _rolls(duel) == [] and grave(duel, 1) == []
