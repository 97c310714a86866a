"""LP reaching 0 mid-chain or mid-battle, a cost of all of one's LP, and a win by a card's
condition mid-chain (round 39r).

seed 000 §勝負判定條件 / seed 004 §决斗的胜利条件: a player whose LP become 0 loses at once, and one
who meets a card's win condition wins at once --
the duel ends where it stands: no later chain link resolves, no trigger of that moment is
activated. Paying LP: in the OCG a player may pay LP equal to all the LP they have (Yugipedia
"Pay", citing the OCG Perfect Rulebook 2015 p. 39) -- and at 0 LP they lose."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_a_player_brought_to_0_by_chain_link_2_loses_before_chain_link_1_resolves():
    """Question: player 0 (500 LP, one monster) activates Dian Keto the Cure Master (gain 1000);
    player 1 chains Just Desserts (500 damage for each monster player 0 controls). Does Dian
    Keto still resolve? Answer: no -- Just Desserts resolves first, player 0's LP become 0 and
    the duel ends at once: player 1 wins, Dian Keto never resolves."""
    table = Table(turn=3, turn_player=0, lp=(500, 8000))
    table.hand(0, "Dian Keto the Cure Master")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Just Desserts")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dian Keto the Cure Master")
    s.pick("activate", "Just Desserts", player=1, request="chain")
    if duel.request is not None:
        s.pick("pass")
    assert duel.result == {"winner": 1, "reason": "lp", "turn": 3}
    assert lp(duel) == (0, 8000)
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Just Desserts"]
    assert duel.request is None


def test_battle_damage_to_0_ends_the_duel_before_the_destroyed_monsters_trigger():
    """Question: Battle Ox (1700) destroys Sangan (1000) in Attack Position; its controller, at
    700 LP, takes 700. Is Sangan's "sent to the GY" search activated? Answer: no -- the LP became
    0 at damage calculation and the duel ended there."""
    table = Table(turn=3, turn_player=0, phase="battle_step", lp=(8000, 700))
    table.monster(0, "Battle Ox")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Kuriboh", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sangan)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.result == {"winner": 0, "reason": "lp", "turn": 3}
    assert lp(duel) == (8000, 0)
    assert of_type(duel, "chain") == []
    assert duel.request is None


def test_a_cost_of_exactly_all_ones_lp_may_be_paid_and_its_payer_loses():
    """Question: player 0 has exactly 800 LP. May they activate Premature Burial (pay 800 LP)?
    Answer: yes -- a cost equal to all of one's LP may be paid (a cost above it may not:
    tests/cards/test_equip_spells.py::test_premature_burial_needs_800_lp_a_free_zone_and_a_revivable_monster);
    the LP become 0 and player 0 loses at once, before anything resolves."""
    table = Table(turn=3, turn_player=0, lp=(800, 8000))
    table.hand(0, "Premature Burial")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    if duel.request is not None and duel.request.kind == "target":
        s.pick("target", "Battle Ox")
    assert duel.result == {"winner": 1, "reason": "lp", "turn": 3}
    assert lp(duel) == (0, 8000)
    assert of_type(duel, "resolve") == []
    assert grave(duel, 0)[0] == "Battle Ox"


def test_exodia_completed_by_chain_link_2_wins_before_chain_link_1_resolves():
    """Question: player 0 holds four pieces of Exodia and activates Graceful Charity (draw 3,
    then discard 2); they chain their Set Reckless Greed (draw 2), drawing Exodia the Forbidden
    One. Does Graceful Charity still resolve (and could its discard break the set)? Answer: no
    -- a player meeting a card's win condition wins at once (seed 000 §勝負判定條件: 通過卡片指定
    的條件獲得勝利): the duel ends as Reckless Greed resolves."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Graceful Charity", "Right Leg of the Forbidden One", "Left Leg of the Forbidden One",
               "Right Arm of the Forbidden One", "Left Arm of the Forbidden One")
    table.spell_trap(0, "Reckless Greed")
    table.deck(0, ["Exodia the Forbidden One", "Battle Ox", "Kozaky", "Kozaky", "Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    s.pick("activate", "Reckless Greed", player=0, request="chain")
    if duel.request is not None:
        s.pick("pass")
    assert duel.result == {"winner": 0, "reason": "exodia", "turn": 3}
    assert [e["name"] for e in of_type(duel, "resolve")] == ["Reckless Greed"]
    assert duel.request is None
    assert len(duel.players[0].deck) == 3
