"""Big Eye (16768387): FLIP: its controller looks at up to 5 cards from the top of their Deck and
puts them back on top in any order.

Sources: the card's texts in our words (the 2005 English text and today's both say "up to 5 cards
from the top", back "in any order": no ERAS entry; the OCG text 5枚まで: the player says how many);
the engine fact is round 56z's `Ctx.arrange_deck_top` (no card leaves the Deck: nothing is "sent"
or "returned", so a Deck card keeps its place in the count and no shuffle follows). The look is
private: the opponent learns nothing (a private reveal). yugioh-wiki.net 《大逆転クイズ》: Big Eye is
the way to know the top card before Reversal Quiz (the combo tested below)."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

EYE = "Big Eye"
DECK = ["Battle Ox", "Pot of Greed", "Mystical Elf", "Trap Hole", "Celtic Guardian", "Sangan"]


def _flip(deck=DECK, count="5", order=(), hand=()):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(1000, 8000))
    table.monster(0, EYE, position="set")
    table.deck(0, list(deck))
    if hand:
        table.hand(0, *hand)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", EYE, player=0, request="idle")
    for _ in range(20):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain":
            s.pick("pass")
        elif r.kind == "yes_no":
            s.pick("yes")
        elif r.kind == "option":
            s.pick("option", count, player=0)
        elif r.kind == "select":
            s.pick("select", order[0], player=0)
            order = order[1:]
    return duel, s


def _top_first(duel, p=0):
    return [c.name for c in reversed(duel.players[p].deck)]


def test_big_eye_puts_the_top_5_back_in_my_order():
    """Q: I Flip Summon Big Eye; my Deck from the top: Battle Ox, Pot of Greed, Mystical Elf, Trap
    Hole, Celtic Guardian, Sangan. I look at 5 and put them back Celtic Guardian, Trap Hole,
    Mystical Elf, Pot of Greed, Battle Ox. A: the Deck reads that order from the top, Sangan still
    6th; no shuffle; the look was a private reveal to me (5 cards)."""
    order = ("Celtic Guardian", "Trap Hole", "Mystical Elf", "Pot of Greed")
    duel, _ = _flip(order=order)
    assert _top_first(duel) == list(order) + ["Battle Ox", "Sangan"]
    assert of_type(duel, "shuffle") == []
    seen = [e["private"]["name"] for e in of_type(duel, "reveal")]
    assert seen == DECK[:5]
    assert all(e["private"]["player"] == 0 for e in of_type(duel, "reveal"))


def test_big_eye_up_to_5_i_may_look_at_fewer():
    """Q: I say 2. A: only the top two are looked at and may be swapped: Pot of Greed, Battle Ox,
    then the rest unchanged."""
    duel, _ = _flip(count="2", order=("Pot of Greed",))
    assert _top_first(duel) == ["Pot of Greed", "Battle Ox"] + DECK[2:]
    assert len(of_type(duel, "reveal")) == 2


def test_big_eye_with_a_short_deck():
    """Q: my Deck holds only Battle Ox and Pot of Greed. A: I may look at 1 or 2 (no more is
    offered); at 2, I put Pot of Greed on top."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, EYE, position="set")
    table.deck(0, ["Battle Ox", "Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", EYE, player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [o.name for o in duel.request.options] == ["1", "2"]
    s.pick("option", "2", player=0)
    s.pick("select", "Pot of Greed", player=0)
    assert _top_first(duel) == ["Pot of Greed", "Battle Ox"]


def test_big_eye_sets_up_reversal_quiz():
    """Q: at 1000 LP against 8000, I flip Big Eye and put Pot of Greed on top, then activate
    Reversal Quiz and call Spell. A: called right: the LP are exchanged, 8000 / 1000."""
    order = ("Pot of Greed", "Battle Ox", "Mystical Elf", "Trap Hole")
    duel, s = _flip(order=order, hand=("Reversal Quiz",))
    assert _top_first(duel)[0] == "Pot of Greed"
    s.pick("activate", "Reversal Quiz", player=0, request="idle")
    s.pick("option", "Spell", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert lp(duel) == (8000, 1000)
