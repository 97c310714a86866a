"""Ring of Destruction's 2005 text (the GOAT preset) deals damage equal to the ATK the monster
has as the Ring resolves. A boost from a continuous effect stops the moment its card leaves the
field or turns face-down, even in the middle of a chain's resolution (seed 000 §效果分類 ›
永續效果): Yami destroyed by Mystical Space Typhoon in Chain Link 2, or Command Knight turned
face-down by Book of Moon in Chain Link 2, no longer boosts the monster when the Ring (Chain
Link 1) resolves."""

from duelist.testing.scenario import Script, Table


def _ring(table, target, answer=None):
    """Player 0 Normal Summons Battle Ox; player 1 answers with Ring of Destruction on `target`
    (Chain Link 1); player 0 may chain `answer` = (card, its target)."""
    table.spell_trap(1, "Ring of Destruction")
    table.hand(0, "Battle Ox")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("pass", player=0)
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", target, request="target")
    if answer is not None:
        s.pick("activate", answer[0], player=0)
        s.pick("target", answer[1], request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    return duel


def _lp(duel):
    return [p.lp for p in duel.players]


def _yami_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Yami")
    table.monster(0, "Dark Magician")               # 2500, 2700 under Yami
    table.spell_trap(0, "Mystical Space Typhoon")
    return table


def test_ring_of_destruction_deals_the_atk_yami_gives():
    duel = _ring(_yami_table(), "Dark Magician")
    assert _lp(duel) == [5300, 5300]


def test_yami_destroyed_above_ring_of_destruction_leaves_the_original_atk():
    """Q: my opponent's Ring of Destruction targets my Dark Magician (2700 under my Yami); I chain
    Mystical Space Typhoon on Yami. How much damage? A: 2500 each: Yami is gone when the Ring
    resolves."""
    duel = _ring(_yami_table(), "Dark Magician", answer=("Mystical Space Typhoon", "Yami"))
    assert "Yami" in [c.name for c in duel.players[0].grave]
    assert _lp(duel) == [5500, 5500]


def _command_knight_table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Command Knight")
    table.monster(0, "Celtic Guardian")             # a Warrior: 1400, 1800 beside Command Knight
    table.spell_trap(0, "Book of Moon")
    return table


def test_ring_of_destruction_deals_the_atk_command_knight_gives():
    duel = _ring(_command_knight_table(), "Celtic Guardian")
    assert _lp(duel) == [6200, 6200]


def test_command_knight_turned_face_down_above_ring_of_destruction_gives_nothing():
    duel = _ring(_command_knight_table(), "Celtic Guardian", answer=("Book of Moon", "Command Knight"))
    assert [c.position for c in duel.monsters(0) if c.name == "Command Knight"] == ["set"]
    assert _lp(duel) == [6600, 6600]
