"""Dimensionhole (22959079)'s monster leaves the banished cards before the Standby Phase it waits
for (Dimension Fusion Special Summons it): at that Standby Phase nothing comes back and nothing
moves; the monster stays where it is. Two Dimensionholes, one per player: each monster comes
back at its own player's next Standby Phase.

Sources, in our words: Dimensionhole's text (the monster is banished until its player's next
Standby Phase, then returns); our reading, as the engine's other "banished for a while" returns
(Interdimensional Matter Transporter): the return is owed to that banished card, and once it
has left the banished cards it is another card, which nothing brings back or moves;
Dimension Fusion's text (pay 2000 LP; each player Special Summons as many of their banished
monsters as possible). (Round 58o: kills turn.py `_standby_returns`' card test read with
"or", and its loop ending the other lasting effects with the due ones.)"""

from duelist.testing.reads import banished, field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _answer_all(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            duel.answer(duel.request.options[0])


def test_dimensionhole_monster_summoned_back_early_stays_at_the_standby_phase():
    """Q: I banish my Battle Ox with Dimensionhole, then activate Dimension Fusion: the Ox is
    Special Summoned back. At my next Standby Phase, what happens? A: nothing: the Ox that was
    banished is gone from the banished cards; my Ox stays on the field, alone, one monster."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dimensionhole", "Dimension Fusion")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Pot of Greed"] * 5)
    table.deck(1, ["Pot of Greed"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole", request="idle")
    s.pick("target", "Battle Ox")
    _answer_all(duel, s)
    assert banished(duel, 0) == ["Battle Ox"]
    s.pick("activate", "Dimension Fusion", request="idle")
    _answer_all(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"] and banished(duel, 0) == [] and lp(duel) == (6000, 8000)
    summons = len(of_type(duel, "special_summon"))
    assert summons == 1
    for player in (0, 1):
        s.pick("end_turn", player=player, request="idle")
        _answer_all(duel, s)
    assert (duel.turn, duel.turn_player, duel.phase) == (5, 0, "main1")
    assert field_monsters(duel, 0) == ["Battle Ox"] and banished(duel, 0) == []
    assert grave(duel, 0) == ["Dimensionhole", "Dimension Fusion"]
    assert len(of_type(duel, "special_summon")) == summons


def test_two_dimensionholes_each_monster_back_at_its_own_players_standby_phase():
    """Q: on my turn 3 I banish my Battle Ox with Dimensionhole; on their turn 4 my opponent
    banishes their Mystical Elf with their own Dimensionhole. A: my Ox comes back at my Standby
    Phase of turn 5 (their Elf stays banished: their Standby Phase has not come); their Elf comes
    back at their Standby Phase of turn 6."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Dimensionhole")
    table.hand(1, "Dimensionhole")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Pot of Greed"] * 5)
    table.deck(1, ["Pot of Greed"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dimensionhole", player=0, request="idle")
    s.pick("target", "Battle Ox")
    _answer_all(duel, s)
    s.pick("end_turn", player=0, request="idle")
    _answer_all(duel, s)
    assert (duel.turn, duel.turn_player) == (4, 1)
    s.pick("activate", "Dimensionhole", player=1, request="idle")
    s.pick("target", "Mystical Elf")
    _answer_all(duel, s)
    assert banished(duel, 0) == ["Battle Ox"] and banished(duel, 1) == ["Mystical Elf"]
    s.pick("end_turn", player=1, request="idle")
    _answer_all(duel, s)
    assert (duel.turn, duel.phase) == (5, "main1")
    assert field_monsters(duel, 0) == ["Battle Ox"] and banished(duel, 1) == ["Mystical Elf"]
    s.pick("end_turn", player=0, request="idle")
    _answer_all(duel, s)
    assert (duel.turn, duel.phase) == (6, "main1")
    assert field_monsters(duel, 1) == ["Mystical Elf"] and banished(duel, 1) == []
