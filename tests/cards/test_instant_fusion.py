"""Instant Fusion (1845204), today's text (OCG: 「このカード名のカードは1ターンに1枚しか発動できない」):
"you can only activate 1 Instant Fusion per turn", a limit on the card's name (seed 000 §卡片名稱:
cards of the same name are 同名卡) for each player; the activation counts even if it is negated.
seed 000 §通常魔法: activated in its player's Main Phase."""

from duelist.testing.scenario import Script, Table


def _table(copies=2):
    table = Table(turn=3, turn_player=0)
    table.hand(0, *["Instant Fusion"] * copies)
    table.extra(0, "Flame Swordsman", "Flame Swordsman")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    return table


def test_a_second_instant_fusion_cannot_be_activated_the_same_turn():
    """Player 0 holds two Instant Fusion and two Flame Swordsman wait in the Extra Deck, with
    8000 LP: the first brings out one Flame Swordsman; the second copy may not be activated
    this turn (one activation of the name a turn), though its cost and its monster are there."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion", first=True)
    s.pick("select", "Flame Swordsman", first=True)
    s.pick("option", "Attack Position", request="option")
    assert [c.data.name for c in duel.monsters(0)] == ["Flame Swordsman"]
    assert duel.players[0].lp == 7000
    assert not s.has("activate", "Instant Fusion")


def test_the_limit_is_for_this_turn_only():
    """The same player may activate their second Instant Fusion in their next turn."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion", first=True)
    s.pick("select", "Flame Swordsman", first=True)
    s.pick("option", "Attack Position", request="option")
    s.end_turn()                     # Flame Swordsman is destroyed in the End Phase
    s.end_turn()                     # the opponent's turn 4
    assert duel.turn == 5 and duel.turn_player == 0
    assert duel.request.kind == "idle"
    assert s.has("activate", "Instant Fusion")


def test_instant_fusion_summon_is_treated_as_a_fusion_summon_so_monster_reborn_revives_it():
    """Today's text: the monster is Special Summoned "treated as a Fusion Summon", so it was
    properly summoned (seed 000 §具有蘇生限制的怪獸的特殊召喚): destroyed in the End Phase, it is
    revived by Monster Reborn in its player's next turn."""
    table = _table(copies=1)
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman", first=True)
    s.pick("option", "Attack Position", request="option")
    assert duel.properly_summoned(duel.monsters(0)[0])
    s.end_turn()                     # Flame Swordsman is destroyed in the End Phase
    s.end_turn()
    assert duel.turn == 5 and "Flame Swordsman" in [c.name for c in duel.players[0].grave]
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert [c.data.name for c in duel.monsters(0)] == ["Flame Swordsman"]


def test_instant_fusion_does_not_summon_a_monster_that_must_be_fusion_summoned():
    """Treated as a Fusion Summon is not a Fusion Summon by a Fusion card: a Fusion Monster
    whose own condition asks to be Fusion Summoned first (Gem-Knight Lady Lapis Lazuli, Level
    5) is not offered; with only it in the Extra Deck Instant Fusion cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Instant Fusion")
    table.extra(0, "Gem-Knight Lady Lapis Lazuli")
    assert not Script(table.build()).has("activate", "Instant Fusion")
