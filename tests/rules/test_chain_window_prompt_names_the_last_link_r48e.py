"""Round 48e (a whole-engine random sample): a response window names the link it answers."""
from duelist.testing.scenario import Script, Table


def test_the_window_after_a_second_link_names_chain_link_2():
    """seed 004 §连锁和咒文速度: a card is activated in answer to the last link of the chain;
    the window that follows Chain Link 2 asks about Chain Link 2 (Mystical Space Typhoon),
    not about Chain Link 1 (Dark Hole) beneath it."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Dark Hole")
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    script = Script(duel)
    script.pick("activate", "Dark Hole")
    assert duel.request.prompt == "Chain Link 1 is Dark Hole: respond?"
    script.pick("activate", "Mystical Space Typhoon", player=1)
    script.pick("target", "Dark Hole", player=1)
    script.expect(request="chain", player=0)
    assert duel.request.prompt == "Chain Link 2 is Mystical Space Typhoon: respond?"
