"""A trigger effect whose cost sends its own monster away (a Gladiator Beast's tag out:
"shuffle this card into the Extra Deck" at the end of the Battle Phase) leaves the Equip Card
on that monster equipped to nothing. The state rules apply as soon as the activation is done,
before anyone may respond (ENGINE.md §2; seed 000 §裝備魔法: an Equip Card without a legal
monster is destroyed at once), as chain.py `_priority` does after an activation made in a
window ("an Equip Card whose monster was Tributed as its cost"). Ruled here: when the
opponent is asked whether to respond to the tag out, Lucky Iron Axe is already in the GY.

Found by the property test with determinized copies (hfuzz3; seed 1201370 --determinize 7,
the copy of decision 227, turn 50: Snatch Steal stays on the field equipped to nothing when
Gladiator Beast Gyzarus, which it had taken, tags out). Before the fix (main 5011845) chain.py
`_build_trigger_chain` activated triggers (costs paid) and ran no state check before the
chain's first priority."""

from duelist.testing.scenario import Script, Table


def _on_field(duel, name):
    return any(c is not None and c.data.name == name for ps in duel.players for c in ps.szone)


def test_an_equip_card_whose_monster_tagged_out_is_destroyed_before_anyone_responds():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Waboku")
    gyzarus = table.monster(1, "Gladiator Beast Gyzarus", summon_kind="fusion")
    table.spell_trap(1, "Lucky Iron Axe", face_down=False, equipped_to=gyzarus)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Gladiator Beast Laquari", "Gladiator Beast Laquari", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=gyzarus, request="battle")
    asked_with_equip = []
    tagged = False
    while duel.request is not None and not (duel.request.kind == "idle" and duel.phase == "main2"):
        request = duel.request
        if request.kind == "yes_no" and request.player == 1:
            duel.answer(next(o for o in request.options if o.kind == "yes"))     # tag out
            tagged = True
            continue
        if request.kind == "chain" and tagged and request.player == 0 and _on_field(duel, "Lucky Iron Axe"):
            asked_with_equip.append(request.prompt)
        if request.kind == "battle":
            s.pick("end_battle")
            continue
        duel.answer(next((o for o in request.options if o.kind == "pass"), request.options[0]))
    assert tagged, "Gyzarus' tag out was not offered"
    assert not asked_with_equip, "the opponent was asked to respond with Lucky Iron Axe equipped to nothing"
