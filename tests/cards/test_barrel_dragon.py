"""Barrel Dragon (81480460): once per turn, in its controller's Main Phase, three public coin
tosses; with 2 or more heads a monster of the opponent's is destroyed.

Today's text (MR1-MR5 presets): target 1 monster the opponent controls on activation, toss 3 coins,
destroy it with 2 or more heads (yugioh.pl's OCG rulings: an ignition effect; it targets a monster
in the opponent's Monster Zone, a face-down one too; the coins are tossed as it resolves; Barrel
Dragon may still attack that turn). The 2005 text (GOAT preset; MRD-126, quoted by Pojo's Card of
the Day 2002-06-19, and MC1 / DB2: "toss a coin 3 times; if 2 out of 3 results are heads, destroy
1 monster on your opponent's side of the field", once per turn in the Main Phase): the coins
first, then a monster of the opponent's picked as it resolves, nothing targeted on activation --
the reading the era table of docs/cards.md gives Blowback Dragon's 2005 text, which has the same
shape. The tosses come from the duel's PRNG (a seed replays them); each test asserts the results
it got."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

BARREL = "Barrel Dragon"
TWO_HEADS = 2       # seeds whose three tosses, on these tables, give 3 heads / 1 head
ONE_HEAD = 0


def _table(rules, seed, set_monster=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, BARREL)
    ox = table.monster(1, "Battle Ox", position="set" if set_monster else "attack")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Waboku")
    duel = table.build(seed=seed)
    return duel, Script(duel), ox, guardian


def _tosses(duel):
    return [e["results"] for e in of_type(duel, "coin_tosses")]


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_barrel_dragon_destroys_its_target_with_2_heads():
    """Q: (today's text) I target my opponent's face-down Battle Ox and toss 3 heads. A: Battle
    Ox is destroyed (a face-down monster may be targeted); Celtic Guardian stays."""
    duel, s, ox, guardian = _table("MR5", TWO_HEADS, set_monster=True)
    s.pick("activate", BARREL, request="idle")
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert _tosses(duel) == [["heads", "heads", "heads"]]
    assert grave(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]


def test_barrel_dragon_with_1_head_destroys_nothing_and_is_spent_for_the_turn():
    """Q: (today's text) 1 head of 3. A: nothing is destroyed, and it cannot be used again this
    turn (once per turn); it may still attack."""
    duel, s, ox, guardian = _table("MR5", ONE_HEAD)
    s.pick("activate", BARREL, request="idle")
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert _tosses(duel) == [["tails", "tails", "heads"]]
    assert grave(duel, 1) == [] and not s.has("activate", BARREL)
    s.pick("battle", request="idle")
    _pass_all(s, duel)
    assert s.has("attack", BARREL, target=ox)


def test_barrel_dragon_targets_only_the_opponents_monsters():
    """Q: (today's text) may it target my own monster, or a Spell/Trap? A: no: only a monster my
    opponent controls; with none, it cannot be activated (both texts)."""
    duel, s, ox, guardian = _table("MR5", TWO_HEADS)
    s.pick("activate", BARREL, request="idle")
    targets = sorted(o.name for o in duel.request.options if o.kind == "target")
    assert targets == ["Battle Ox", "Celtic Guardian"]
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, BARREL)
        table.monster(0, "Battle Ox")
        table.spell_trap(1, "Waboku")
        duel = table.build()
        assert not Script(duel).has("activate", BARREL), rules


def test_barrel_dragon_2005_tosses_first_then_picks_a_monster():
    """Q: (2005 text) I activate Barrel Dragon: is anything targeted? A: no: the coins are tossed
    as it resolves; with 2 or more heads I then pick one of my opponent's monsters (Celtic
    Guardian) and destroy it."""
    duel, s, ox, guardian = _table("GOAT", TWO_HEADS)
    s.pick("activate", BARREL, request="idle")
    assert duel.request.kind == "chain"          # no target request on activation
    _pass_all(s, duel)
    assert _tosses(duel) == [["heads", "heads", "heads"]]
    picks = sorted(o.name for o in duel.request.options if o.kind == "select")
    assert picks == ["Battle Ox", "Celtic Guardian"]
    s.pick("select", guardian, player=0)
    assert grave(duel, 1) == ["Celtic Guardian"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_barrel_dragon_2005_with_1_head_picks_nothing():
    """Q: (2005 text) 1 head of 3. A: nothing is picked or destroyed."""
    duel, s, ox, guardian = _table("GOAT", ONE_HEAD)
    s.pick("activate", BARREL, request="idle")
    _pass_all(s, duel)
    assert _tosses(duel) == [["tails", "tails", "heads"]]
    assert duel.request.kind == "idle" and grave(duel, 1) == []


def test_barrel_dragon_target_saved_by_book_of_moon_answer_is_still_destroyed_face_down():
    """Q: (today's text) I target Battle Ox; my opponent chains Book of Moon on it (face-down) and
    I toss 3 heads. A: a face-down monster is still a legal target (it is in the opponent's Monster
    Zone): Battle Ox is destroyed."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, BARREL)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Book of Moon")
    duel = table.build(seed=TWO_HEADS)
    s = Script(duel)
    s.pick("activate", BARREL, request="idle")
    s.pick("target", ox, player=0)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ox, player=1)
    _pass_all(s, duel)
    assert grave(duel, 1) == ["Battle Ox", "Book of Moon"]
    assert field_monsters(duel, 1) == []
