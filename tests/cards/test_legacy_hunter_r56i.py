"""Legacy Hunter (87010442): when it destroys a face-down Defense Position monster by battle, 1
random card of the opponent's hand is shuffled into their Deck (mandatory).

Sources: the card's text in our words (AST 2004: "when this card destroys a face-down Defense
Position monster as a result of battle, return 1 card from your opponent's hand to the Deck at
random"; the OCG text 《レガシーハンター》 「裏側守備表示のモンスターを戦闘によって破壊した場合、相手の
手札をランダムに１枚デッキに戻す」; no ERAS entry). seed 004 §伤害步骤: a face-down attack target is
flipped face-up before damage calculation; "face-down" is how it was when attacked. Our reading
of 「破壊した場合」: the monster need not reach the GY (banished by Macro Cosmos, it still counts)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

HUNTER = "Legacy Hunter"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _deck_names(duel, p):
    return sorted(c.name for c in duel.players[p].deck)


def test_legacy_hunter_returns_a_random_hand_card_after_destroying_a_set_monster():
    """Q: Legacy Hunter (1000) attacks a face-down Thousand-Eyes Idol (DEF 0) and destroys it;
    my opponent holds 1 card. A: that card is shuffled into their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HUNTER)
    idol = table.monster(1, "Thousand-Eyes Idol", position="set")
    table.hand(1, "Mystical Elf")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", HUNTER, target=idol, request="battle")
    _pass_all(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"]
    assert hand(duel, 1) == [] and _deck_names(duel, 1) == ["Battle Ox", "Mystical Elf"]


def test_legacy_hunter_nothing_for_a_face_up_defense_monster():
    """Q: Legacy Hunter destroys a face-up Defense Position Thousand-Eyes Idol. A: it was not
    face-down: the opponent's hand is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HUNTER)
    idol = table.monster(1, "Thousand-Eyes Idol", position="defense")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", HUNTER, target=idol, request="battle")
    _pass_all(s)
    assert grave(duel, 1) == ["Thousand-Eyes Idol"] and hand(duel, 1) == ["Mystical Elf"]


def test_legacy_hunter_nothing_when_the_set_monster_survives():
    """Q: Legacy Hunter attacks a face-down Mystical Elf (DEF 2000). A: the Elf survives; I take
    1000; the opponent's hand is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HUNTER)
    elf = table.monster(1, "Mystical Elf", position="set")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", HUNTER, target=elf, request="battle")
    _pass_all(s)
    assert duel.players[0].lp == 7000 and hand(duel, 1) == ["Battle Ox"]


def test_legacy_hunter_and_a_flipped_sangan():
    """Q: Legacy Hunter destroys a face-down Sangan; my opponent holds Mystical Elf. Both
    triggers: mine is chain link 1, Sangan's link 2. A: Sangan searches Mystic Tomato first; then
    one of the 2 cards now in their hand, at random, goes back into the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, HUNTER)
    sangan = table.monster(1, "Sangan", position="set")
    table.hand(1, "Mystical Elf")
    table.deck(1, ["Mystic Tomato"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", HUNTER, target=sangan, request="battle")
    while duel.request.kind != "select":
        s.pick("pass") if duel.request.kind == "chain" else s.pick("yes")
    s.pick("select", "Mystic Tomato", player=1)
    _pass_all(s)
    assert grave(duel, 1) == ["Sangan"] and len(hand(duel, 1)) == 1
    assert sorted(hand(duel, 1) + _deck_names(duel, 1)) == ["Mystic Tomato", "Mystical Elf"]
