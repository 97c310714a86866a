"""The Wicked Eraser's ATK counts its opponent's cards at every moment of the Damage Step, and
its mandatory wipe is activated in the Damage Step once it is destroyed by battle (round 50q).

Seed 000 §效果分類 › 永續效果 (a continuous effect applies from the moment its condition holds) and
§誘發效果 (in the Damage Step mandatory triggers may be activated); seed 004 §战斗处理时
（伤害步骤）的注意 (damage calculation reads the ATK of the moment; ATK changes may be activated until
then). A Normal Trap used in the Damage Step leaves its player's field when it has resolved, so
Eraser's ATK falls by 1000 before damage calculation."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def test_reinforcements_used_in_the_damage_step_lowers_the_wicked_eraser_before_the_battle():
    """Q: my Battle Ox attacks my opponent's The Wicked Eraser (3000: I control Battle Ox and
    two Set cards). At the start of the Damage Step I activate Reinforcements on Battle Ox. A:
    once it resolves it goes to my GY, leaving me 2 cards: Eraser has 2000 when Battle Ox (2200)
    battles it, so Eraser is destroyed and my opponent takes 200; then, still in the Damage
    Step, Eraser's effect destroys every card on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Reinforcements")
    table.spell_trap(0, "Waboku")
    eraser = table.monster(1, "The Wicked Eraser")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    assert duel.atk(eraser.card(duel)) == 3000
    s = Script(duel)
    s.pick("attack", ox, target=eraser)
    while duel.damage_sub is None:
        s.pick("pass")                                            # the attack declaration
    s.pick("activate", "Reinforcements", player=0, request="chain")
    s.pick("target", ox, request="target")
    while duel.request.kind != "battle":
        s.pick("pass")
    (battle,) = of_type(duel, "battle")
    assert (battle["atk"], battle["value"]) == (2200, 2000)
    assert lp(duel) == (8000, 7800)
    erase = [e for e in duel.log if e["type"] == "chain" and e["name"] == "The Wicked Eraser"]
    assert len(erase) == 1
    assert duel.monsters(0) == [] and duel.monsters(1) == []
    assert grave(duel, 0) == ["Reinforcements", "Battle Ox", "Waboku"]
    assert grave(duel, 1) == ["The Wicked Eraser", "Dust Tornado"]


def test_sangan_and_the_wicked_eraser_destroyed_by_one_battle_and_the_witch_their_chain_destroys():
    """Q: my Sangan (1000), my only card, attacks my opponent's The Wicked Eraser (1000: one
    card on my field); both are destroyed. Their Witch of the Black Forest stands beside. A: at
    the end of the Damage Step my Sangan is Chain Link 1 and their Eraser Chain Link 2 (turn
    player's mandatory first): Eraser's wipe destroys the Witch, then Sangan searches; the
    Witch's own trigger, raised in that chain, starts a new chain after it -- all in the Damage
    Step (mandatory triggers)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    sangan = table.monster(0, "Sangan")
    eraser = table.monster(1, "The Wicked Eraser")
    table.monster(1, "Witch of the Black Forest")
    table.deck(0, ["Kuriboh"])
    table.deck(1, ["Sangan"])
    duel = table.build()
    assert duel.atk(eraser.card(duel)) == 1000
    s = Script(duel)
    s.pick("attack", sangan, target=eraser)
    assert duel.damage_sub == "end"
    links = [(e["name"], e["player"]) for e in duel.log if e["type"] == "chain"]
    assert links == [("Sangan", 0), ("The Wicked Eraser", 1)]
    s.pick("select", "Kuriboh", player=0, request="select")      # Chain Link 1, after the wipe
    s.pick("select", "Sangan", player=1, request="select")       # the Witch's new chain
    assert duel.request.kind == "battle"
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["The Wicked Eraser", "Sangan", "Witch of the Black Forest"]
    assert grave(duel, 1) == ["The Wicked Eraser", "Witch of the Black Forest"]
    assert lp(duel) == (8000, 8000)
