"""Mysterious Puppeteer (gain 500 LP each time a monster is Normal or Flip Summoned) hears each
Summon on its own, even of a monster already gone when its triggers are put on the chain (seed
000 §誘發效果: a mandatory trigger is activated though the summoned monster left; seed 004
§连锁和咒文速度, SEGOC: the turn player orders their simultaneous mandatory triggers).

The position: two Ultimate Offerings chained; the second Normal Summons Battle Ox, the first
Tribute Summons Thestalos the Firestorm Monarch with Battle Ox as its Tribute. Three triggers
then wait: Puppeteer's for Battle Ox (gone to the GY: its option can name no card, so it is
told apart by its own id, `option:N`, docs/protocol.md), Puppeteer's for Thestalos, and
Thestalos's own (a trigger waiting once: no card named). Round 54o: chain.py `_trigger_options`."""

from duelist.testing.leaks import check_request_keys
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

THESTALOS = "Thestalos the Firestorm Monarch"


def _three_triggers():
    table = Table(turn=3)
    table.normal_summoned()
    table.monster(0, "Mysterious Puppeteer")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Battle Ox", THESTALOS)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")                                # 500 LP
    s.pick("activate", "Ultimate Offering", player=0, request="chain")     # 500 LP
    s.pick("summon", "Battle Ox", player=0, request="summon_now")
    s.pick("summon", THESTALOS, player=0, request="summon_now")
    s.pick("tribute", "Battle Ox")
    return duel, s


def test_puppeteer_for_a_tributed_monster_thestalos_and_puppeteer_for_thestalos_are_three_options():
    """Q: after the two summons, which triggers do I order? A: three, with keys apart: Puppeteer's
    for Battle Ox names no card (Battle Ox is in the GY: its option is told by its own id),
    Puppeteer's for Thestalos names Thestalos, Thestalos's own names none."""
    duel, s = _three_triggers()
    assert grave(duel, 0) == ["Battle Ox"]
    request = s.expect(request="order", player=0)
    check_request_keys(request)
    got = sorted(((o.name, o.target_name, o.label) for o in request.options), key=repr)
    assert got == sorted([
        ("Mysterious Puppeteer", None, "Chain the trigger of Mysterious Puppeteer"),
        ("Mysterious Puppeteer", THESTALOS, "Chain the trigger of Mysterious Puppeteer -> " + THESTALOS),
        (THESTALOS, None, "Chain the trigger of " + THESTALOS),
    ], key=repr)
    gone = next(o for o in request.options if o.name == "Mysterious Puppeteer" and o.target_name is None)
    own = next(o for o in request.options if o.name == THESTALOS)
    assert gone.target == "option:%d" % gone.id and own.target is None


def test_all_three_resolve_two_puppeteer_gains_and_thestalos_discard():
    """Q: I put them on the chain and both players pass. A: Puppeteer gains 500 LP twice (7,000
    after the two costs, then 8,000), and Thestalos discards my opponent's only card, Dark Hole
    (a Spell: no damage)."""
    duel, s = _three_triggers()
    while duel.request.kind == "order":
        s.pick("chain_trigger", player=0, first=True)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    chained = [e["name"] for e in duel.log if e["type"] == "chain" and e["name"] != "Ultimate Offering"]
    assert sorted(chained) == sorted(["Mysterious Puppeteer", "Mysterious Puppeteer", THESTALOS])
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000
    assert grave(duel, 1) == ["Dark Hole"]
