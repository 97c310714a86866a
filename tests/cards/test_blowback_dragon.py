"""Blowback Dragon (25551951): once per turn, in its controller's Main Phase, three public coin
tosses; with 2 or more heads a card is destroyed.

Today's text (MR1-MR5 presets): target 1 card on the field (either side) on activation, toss 3
coins, destroy that target with 2 or more heads. The 2005 text (GOAT preset; AST / MC2 print,
quoted by Pojo's Card of the Day 2006-08-03: "Toss a coin 3 times. If at least 2 of the results
are Heads, select 1 card on your opponent's side of the field and destroy it. This effect can
only be used once per turn during your Main Phase"; the old OCG text on yugioh-wiki.net's page
history of ブローバック・ドラゴン, which adds that on activation no destruction is certain yet):
the coins first, then a card of the opponent's only, picked as it resolves; nothing targeted on
activation. The tosses come from the duel's PRNG (a seed replays them); each test asserts the
results it got."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

TWO_HEADS = 2       # seeds whose three tosses, on these tables, give 3 heads / 1 head
ONE_HEAD = 0


def _table(rules, seed, own_set=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Blowback Dragon")
    own = table.spell_trap(0, "Mirror Force") if own_set else None
    ox = table.monster(1, "Battle Ox")
    trap = table.spell_trap(1, "Waboku")
    duel = table.build(seed=seed)
    return duel, Script(duel), ox, trap, own


def _tosses(duel):
    return [e["results"] for e in of_type(duel, "coin_tosses")]


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_blowback_dragon_destroys_its_target_with_2_heads():
    """Q: (today's text) I target my opponent's Battle Ox with Blowback Dragon and toss 3 heads:
    A: Battle Ox is destroyed."""
    duel, s, ox, trap, _ = _table("MR5", TWO_HEADS)
    s.pick("activate", "Blowback Dragon", request="idle")
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert _tosses(duel) == [["heads", "heads", "heads"]]
    assert grave(duel, 1) == ["Battle Ox"]


def test_blowback_dragon_with_1_head_destroys_nothing_and_is_spent_for_the_turn():
    """Q: (today's text) I toss 1 head of 3: what happens, and may I try again this turn? A:
    nothing is destroyed; no: once per turn."""
    duel, s, ox, trap, _ = _table("MR5", ONE_HEAD)
    s.pick("activate", "Blowback Dragon", request="idle")
    s.pick("target", ox, player=0)
    _pass_all(s, duel)
    assert _tosses(duel) == [["tails", "tails", "heads"]]
    assert grave(duel, 1) == [] and field_monsters(duel, 1) == ["Battle Ox"]
    assert not s.has("activate", "Blowback Dragon")


def test_blowback_dragon_today_targets_any_card_on_the_field():
    """Q: (today's text) which cards may Blowback Dragon target? A: any card on the field,
    mine too: my Set Mirror Force, itself, my opponent's Battle Ox and Set Waboku."""
    duel, s, ox, trap, own = _table("MR5", TWO_HEADS, own_set=True)
    s.pick("activate", "Blowback Dragon", request="idle")
    s.expect(request="target", player=0)
    assert sorted(o.card for o in s.options("target")) == sorted(
        [duel.monsters(0)[0].uid, own.uid(duel), ox.uid(duel), trap.uid(duel)])


def test_blowback_dragon_2005_tosses_then_picks_an_opponents_card():
    """Q: (2005 text) I activate Blowback Dragon: do I pick a card first? A: no: the coins come
    first; with 3 heads I then pick 1 card my opponent controls (their Set Waboku here; my own
    cards are not offered) and it is destroyed."""
    duel, s, ox, trap, own = _table("GOAT", TWO_HEADS, own_set=True)
    s.pick("activate", "Blowback Dragon", request="idle")
    assert duel.request.kind != "target"
    _pass_all(s, duel)
    assert _tosses(duel) == [["heads", "heads", "heads"]]
    s.expect(request="select", player=0)
    assert sorted(o.card for o in s.options("select")) == sorted([ox.uid(duel), trap.uid(duel)])
    s.pick("select", trap, player=0)
    assert grave(duel, 1) == ["Waboku"] and field_monsters(duel, 1) == ["Battle Ox"]


def test_blowback_dragon_2005_with_1_head_picks_nothing():
    """Q: (2005 text) 1 head of 3: A: no card is picked, nothing is destroyed; once per turn."""
    duel, s, ox, trap, _ = _table("GOAT", ONE_HEAD)
    s.pick("activate", "Blowback Dragon", request="idle")
    _pass_all(s, duel)
    assert _tosses(duel) == [["tails", "tails", "heads"]]
    assert duel.request.kind == "idle" and grave(duel, 1) == []
    assert not s.has("activate", "Blowback Dragon")


def test_blowback_dragon_2005_needs_a_card_on_the_opponents_field():
    """Q: my opponent controls no card: may I use Blowback Dragon? A: under the 2005 text no
    (it can destroy only an opponent's card); under today's yes (it may target any card, its
    own controller's too)."""
    for rules, offered in (("GOAT", False), ("MR5", True)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "Blowback Dragon")
        duel = table.build()
        assert Script(duel).has("activate", "Blowback Dragon") is offered, rules


def test_blowback_dragon_2005_the_card_picked_after_the_opponents_answer():
    """Q: (2005 text) my opponent answers Blowback Dragon's activation by activating their Set
    Waboku: can they keep me from picking it? A: Waboku resolves first and goes to the GY; with
    3 heads I then pick among what my opponent controls now: Battle Ox, destroyed. (Nothing was
    targeted, so no target was lost.)"""
    duel, s, ox, trap, _ = _table("GOAT", TWO_HEADS)
    s.pick("activate", "Blowback Dragon", request="idle")
    s.pick("activate", "Waboku", player=1, request="chain")
    _pass_all(s, duel)
    assert _tosses(duel) == [["heads", "heads", "heads"]]
    s.pick("select", ox, player=0)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Waboku"]
