"""Mysterious Puppeteer ("each time a monster is Normal or Flip Summoned: gain 500 LP") hears
each Summon on its own: two Normal Summons made by one chain give two triggers of one effect of
one card, put on the next chain together (seed 000 §誘發效果; seed 004 §连锁和咒文速度, SEGOC).

The property run of stop 53's CI (seed 271221157, the starter decks: Ultimate Offering summoning
Puppeteer itself, then Rude Kaiser) found that the `order` request of those two triggers gave two
options the same key (`chain_trigger:221:e0`), so an answer by key could not tell them apart. Each
now names the card its Summon was about (its `target`), and the label says which."""

from duelist.testing.leaks import check_request_keys
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def _two_summons_in_one_chain():
    table = Table(turn=3)
    table.normal_summoned()
    puppeteer = table.monster(0, "Mysterious Puppeteer")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")                      # Chain Link 1, 500 LP
    s.pick("activate", "Ultimate Offering", player=0, request="chain")   # Chain Link 2, 500 LP
    s.pick("summon", "Battle Ox", player=0, request="summon_now")        # Link 2 resolves
    s.pick("summon", "Celtic Guardian", player=0, request="summon_now")  # then Link 1
    return duel, s, puppeteer


def test_mysterious_puppeteer_triggers_once_for_each_of_two_summons_of_one_chain():
    """Two monsters Normal Summoned by the two links of one chain: Puppeteer's effect waits
    twice; the turn player orders them (two options, keys and labels apart), and both resolve:
    7,000 LP after the two costs, then 8,000."""
    duel, s, puppeteer = _two_summons_in_one_chain()
    assert field_monsters(duel, 0) == ["Mysterious Puppeteer", "Battle Ox", "Celtic Guardian"]
    assert duel.players[0].lp == 7000
    request = s.expect(request="order", player=0)
    check_request_keys(request)
    assert [o.name for o in request.options] == ["Mysterious Puppeteer"] * 2
    assert sorted(o.target_name for o in request.options) == ["Battle Ox", "Celtic Guardian"]
    labels = sorted(o.label for o in request.options)
    assert labels == ["Chain the trigger of Mysterious Puppeteer -> Battle Ox",
                      "Chain the trigger of Mysterious Puppeteer -> Celtic Guardian"]
    celtic = next(o for o in request.options if o.target_name == "Celtic Guardian")
    duel.answer(celtic.key)                                      # an answer by key is one option
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    chained = [e for e in duel.log if e["type"] == "chain" and e["name"] == "Mysterious Puppeteer"]
    assert [e["link"] for e in chained] == [1, 2]
    assert duel.players[0].lp == 8000


def test_mysterious_puppeteer_triggers_once_for_one_summon():
    """A single Summon: one trigger, one chain link, and +500 LP."""
    table = Table(turn=3)
    table.monster(0, "Mysterious Puppeteer")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.players[0].lp == 8500
    chained = [e for e in duel.log if e["type"] == "chain"]
    assert [(e["link"], e["name"]) for e in chained] == [(1, "Mysterious Puppeteer")]
