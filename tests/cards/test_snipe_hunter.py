"""Snipe Hunter (84290642): in its controller's Main Phase, discard a card (the cost) and target
a card on the field; a six-sided die is rolled: on 2, 3, 4 or 5 the target is destroyed. No
limit on uses a turn.

Sources: yugioh-wiki.net 《スナイプストーカー》 (its text and notes: an ignition effect with no
limit a turn; whether it destroys is left to the die, so Stardust Dragon's "negate an effect
that would destroy" cannot answer it); the card was first printed in Cyberdark Impact (2006):
no 2005 text differs, one text in both eras; seed 004 §一 (the die: the effect's player rolls
it). The die follows the duel's seed: each test asserts the result it read."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _snipe(seed, rules="GOAT", hand_cards=("Battle Ox",)):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Snipe Hunter")
    table.hand(0, *hand_cards)
    table.monster(1, "Celtic Guardian")
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", "Snipe Hunter")
    s.pick("select", hand_cards[0], first=True)
    s.pick("target", "Celtic Guardian")
    _resolve(s)
    return duel, s


def test_snipe_hunter_destroys_on_a_two():
    """Q: I discard Battle Ox for Snipe Hunter, targeting Celtic Guardian, and roll a 2. A: Celtic
    Guardian is destroyed; Battle Ox is in my GY."""
    duel, s = _snipe(seed=0)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [2]
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Celtic Guardian"]


def test_snipe_hunter_misses_on_a_one():
    """Q: the same, but I roll a 1. A: nothing is destroyed; the discarded Battle Ox stays in my
    GY (the cost)."""
    duel, s = _snipe(seed=2)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [1]
    assert grave(duel, 0) == ["Battle Ox"] and field_monsters(duel, 1) == ["Celtic Guardian"]


def test_snipe_hunter_misses_on_a_six():
    """Q: the same, but I roll a 6. A: nothing is destroyed."""
    duel, s = _snipe(seed=5)
    assert [e["result"] for e in of_type(duel, "die_roll")] == [6]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]


def test_snipe_hunter_needs_a_card_to_discard():
    """Q: my hand is empty. May I activate Snipe Hunter? A: no: its cost is a discard."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Snipe Hunter")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", "Snipe Hunter")


def test_snipe_hunter_may_be_used_again_the_same_turn():
    """Q: I missed with a 1; I still hold a card. May I activate Snipe Hunter again this turn? A:
    yes, its effect has no limit a turn."""
    duel, s = _snipe(seed=2, hand_cards=("Battle Ox", "Mystical Elf"))
    assert hand(duel, 0) == ["Mystical Elf"]
    assert s.has("activate", "Snipe Hunter")


def test_snipe_hunter_cannot_be_answered_by_stardust_dragon():
    """Q: I target my opponent's Stardust Dragon with Snipe Hunter. May they Tribute Stardust
    Dragon to negate it? A: no: whether it destroys is left to the die, it is no effect that
    destroys (yugioh-wiki.net): I roll a 2 and Stardust Dragon is destroyed."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Snipe Hunter")
    table.hand(0, "Battle Ox")
    table.monster(1, "Stardust Dragon", summon_kind="synchro")
    duel = table.build(seed=0)
    s = Script(duel)
    s.pick("activate", "Snipe Hunter")
    s.pick("select", "Battle Ox")
    s.pick("target", "Stardust Dragon")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Stardust Dragon")
        s.pick("pass")
    assert [e["result"] for e in of_type(duel, "die_roll")] == [2]
    assert grave(duel, 1) == ["Stardust Dragon"]
    assert field_monsters(duel, 1) == []
