"""Great Long Nose, a Spirit, taken by Change of Heart and Flip Summoned by its taker.

Its battle-damage effect makes "the opponent" of its controller skip their next Battle Phase:
here its own owner. Then, flipped face-up this turn, it returns in the End Phase to its OWNER's
hand (seed 004 §特殊效果怪兽: 灵魂 (Spirit); yugioh-wiki 「スピリットモンスター」: to the owner's hand
whoever controls it)."""

from duelist.testing.reads import field_monsters, hand, lp
from duelist.testing.scenario import Script, Table


def test_great_long_nose_used_by_its_taker_skips_its_owners_battle_phase_and_goes_home():
    """Q: I take my opponent's Set Great Long Nose with Change of Heart, Flip Summon it and
    destroy their Battle Ox with it (200 damage). A: my opponent skips the Battle Phase of
    their next turn; Great Long Nose is back in their hand at the start of that turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    nose = table.monster(1, "Great Long Nose", position="set")
    table.monster(1, "Battle Ox")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", nose)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("flip_summon", "Great Long Nose")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("attack", "Great Long Nose", target="Battle Ox", request="battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 7800) and field_monsters(duel, 1) == []
    s.end_turn()
    for _ in range(10):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    assert sorted(hand(duel, 1)) == ["Celtic Guardian", "Great Long Nose"]
    assert field_monsters(duel, 0) == []
    assert "battle" not in [o.kind for o in duel.request.options]
