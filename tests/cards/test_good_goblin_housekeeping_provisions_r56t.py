"""Good Goblin Housekeeping (9744376), judge's review (round 56t): the Emergency Provisions combo.

Sources: yugioh-wiki.net 《ゴブリンのやりくり上手》 and 【やりくりターボ】: the copies in the GY are
counted as it resolves, so Set copies activated in one chain and then sent to the GY by
Emergency Provisions' COST (chained last) are all in the GY when each copy resolves (the
page's example: 3 copies + Emergency Provisions draw 4 each); the same combo as a 2005 Goat
ruling discussion on cogonline.net ("Exiled and Mask of Restrict", the cost paid before the
copies resolve)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_good_goblin_housekeeping_with_emergency_provisions():
    """Q: I activate my two Set copies in one chain, then chain Emergency Provisions sending
    both copies to the GY as its cost. A: I gain 2000; each copy then counts 2 copies in my GY
    and draws 3 (6 cards drawn), returning 1 each."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    first = table.spell_trap(0, "Good Goblin Housekeeping")
    second = table.spell_trap(0, "Good Goblin Housekeeping")
    table.hand(0, "Emergency Provisions")
    deck = ["Celtic Guardian", "Mystical Elf", "Koumori Dragon", "Battle Ox", "Dark Magician",
            "Summoned Skull", "Gemini Elf"]
    table.deck(0, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first, player=0, request="idle")
    s.pick("activate", second, player=0, request="chain")
    s.pick("activate", "Emergency Provisions", player=0, request="chain")
    s.pick("select", first, player=0, request="select")
    s.pick("select", second, player=0, request="select")
    assert lp(duel) == (10000, 8000)
    assert grave(duel, 0) == ["Good Goblin Housekeeping", "Good Goblin Housekeeping"]
    # link 2 resolves: 2 copies in the GY, so 3 cards drawn
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Koumori Dragon", "Mystical Elf"]
    s.pick("select", "Celtic Guardian", player=0, request="select")
    # link 1: again 3
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Dark Magician", "Koumori Dragon",
                                     "Mystical Elf", "Summoned Skull"]
    s.pick("select", "Mystical Elf", player=0, request="select")
    _pass_all(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Dark Magician", "Koumori Dragon", "Summoned Skull"]
    assert [c.name for c in duel.players[0].deck] == ["Mystical Elf", "Celtic Guardian", "Gemini Elf"]
