"""A monster that comes back to its owner's field is placed there at once: its owner chooses
its zone as it comes back, before the triggers of that moment are activated (engine/zones.py:
a placement plain code made is asked before the next decision; chain.py `_window`: a window
reopened after its state checks' asked destructions asks the zones still waiting before it
looks at the triggers).

Player 0 takes player 1's Battle Ox with Snatch Steal, beside player 0's Proxy Dragon (a
destruction replacement: a destruction the state checks make may ask, so it is left for the
procedure that runs them, engine/destruction.py). In player 0's next Standby Phase player 1's
Messenger of Peace (stand-in: "in each of your opponent's Standby Phases, destroy every face-up
Snatch Steal", applied by the state checks, no chain link) destroys Snatch Steal; Battle Ox
goes back to player 1, whose four free Main Monster Zones make a zone question. Player 1's
Mystical Elf (stand-in: "when control of a monster changes, gain 300 LP", mandatory) has a
trigger at that moment: it is activated, and resolves, only after Battle Ox's zone was
chosen. No card of the pool destroys a Spell in the state checks."""

from duelist.cards.common import DS_ALWAYS, STATE, TRIGGER, During, Effect, H
from duelist.engine import state as S
from duelist.testing.reads import grave, monsters, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _face_up_snatch_steals(ctx):
    return [card for player in (0, 1) for card in ctx.duel.players[player].szone
            if card is not None and card.data.name == "Snatch Steal" and card.face_up]


def _destroy_snatch_steal(ctx):
    yield from ctx.destroy(_face_up_snatch_steals(ctx))


def test_battle_ox_zone_is_chosen_before_the_triggers_of_its_return(monkeypatch):
    stand_in(monkeypatch, "Messenger of Peace", [
        Effect(STATE, range=(S.SZONE,),
               condition=During(opponent=(S.PHASE_STANDBY,),
                                rest=lambda ctx: bool(_face_up_snatch_steals(ctx))),
               resolve=_destroy_snatch_steal, label="destroy Snatch Steal")])
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events=H.CONTROL, range=(S.MZONE,), damage_step=DS_ALWAYS,
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Snatch Steal")
    table.monster(0, "Proxy Dragon", zone=2)
    table.monster(1, "Battle Ox", zone=3)
    table.monster(1, "Mystical Elf", zone=0, position="defense")
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Snatch Steal", request="idle")
    s.pick("zone", zone=0, player=0)                       # (Snatch Steal: Spell & Trap Zone 1)
    s.pick("target", "Battle Ox")
    s.pick("zone", zone=0, player=0)                       # (player 0 takes it to Monster Zone 1)
    assert monsters(duel, 0)[0] == "Battle Ox" and duel.players[1].lp == 8300     # (Elf: the take)
    s.pick("end_turn")
    for _ in range(10):                                    # player 1's turn 4 (Snatch Steal's
        if duel.request.kind == "idle":                    # 1000 LP in its Standby Phase)
            break
        s.pick("pass")
    assert duel.turn == 4 and duel.request.player == 1
    start = len(duel.log)
    lp = duel.players[1].lp
    s.pick("end_turn")
    for _ in range(10):
        if duel.request.kind == "zone":
            break
        s.pick("pass")
    s.expect(request="zone", player=1)
    assert duel.turn == 5 and duel.phase == "standby"
    assert [e["type"] for e in duel.log[start:]][-3:] == ["destroyed", "to_grave", "control"]
    assert not of_type(duel, "chain", start) and duel.players[1].lp == lp
    s.pick("zone", zone=4, player=1)                       # Monster Zone 5
    assert duel.request.kind == "idle" and duel.request.player == 0 and duel.phase == "main1"
    assert monsters(duel, 1) == ["Mystical Elf", None, None, None, "Battle Ox"]
    assert grave(duel, 0) == ["Snatch Steal"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Elf"]
    assert duel.players[1].lp == lp + 300
