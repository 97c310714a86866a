"""A trigger that something done without a chain window set off starts a chain before the
turn player acts again (seed 000 §誘發效果: a trigger effect is activated at the first moment
after its event; a Set opens no window of its own, so that moment is right after the Set).

The engine settles such happenings before it hands the turn player a menu (duel.py `answer`:
`self.pending or self._happened`, in the Main Phase and in the Battle Step). No card of the
pool listens to what such an action leaves (an LP cost of a Set under Chain Energy, a control
that comes back at the end of the Damage Step): stand-ins here. Round 33n: mutation testing of
the open entries on `answer`'s settle test."""

from duelist.cards.common import DS_ALWAYS, END_OF_DAMAGE_STEP, TRIGGER, Effect, H, L
from duelist.engine import state as S
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def test_a_trigger_on_the_lp_paid_for_a_set_resolves_before_the_next_action(monkeypatch):
    """Player 0 Sets Battle Ox under a face-up Chain Energy and pays 500 LP for it; player 1's
    Mystical Elf (stand-in: "when a player pays LP, gain 300 LP", mandatory) activates and
    resolves at once: when player 0 gets the Main Phase menu back, player 1 has gained the
    300 LP, and the chain came right after the Set."""
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events=H.PAID_LP, range=(S.MZONE,),
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(1, "Mystical Elf")
    table.spell_trap(0, "Chain Energy", face_down=False)
    table.hand(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("set", "Battle Ox", request="idle")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert duel.players[0].lp == 7500
    assert duel.players[1].lp == 8300
    kinds = [e["type"] for e in duel.log[start:]]
    assert kinds[:3] == ["pay_lp", "set_monster", "activate_effect"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Mystical Elf"]


def _take_until_the_end_of_the_damage_step(ctx):
    """Take control of the opponent's Celtic Guardian until the end of this Damage Step."""
    for monster in ctx.duel.monsters(1 - ctx.player):
        if monster.data.name == "Celtic Guardian":
            if ctx.take_control(monster, until_end_of_turn=False):
                ctx.duel.start_lasting(L.CONTROL, END_OF_DAMAGE_STEP, player=1 - ctx.player, card=monster)
            return


def test_a_trigger_on_control_given_back_at_the_end_of_the_damage_step_resolves_in_the_battle_step(monkeypatch):
    """Battle Ox (stand-in: "at the start of the Damage Step, if this card battles: take control
    of the opponent's Celtic Guardian until the end of the Damage Step") attacks player 1's
    Defense Position Mystical Elf (stand-in: "when control of a monster changes, gain 300 LP",
    mandatory). The take is one change of control (a chain in the Damage Step); Celtic
    Guardian going back to player 1 as the Damage Step ends is another, which opens no window:
    Mystical Elf's effect activates and resolves before player 0 gets the Battle Step menu
    back, so player 1 has gained 600 LP by then."""
    stand_in(monkeypatch, "Battle Ox", [
        Effect(TRIGGER, events=H.BATTLE_START, range=(S.MZONE,), damage_step=DS_ALWAYS,
               match=lambda ctx, ev: ev["cid"] == ctx.card.cid, resolve=_take_until_the_end_of_the_damage_step,
               label="take control until the end of the Damage Step")])
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events=H.CONTROL, range=(S.MZONE,), damage_step=DS_ALWAYS,
               resolve=lambda ctx: ctx.recover(ctx.player, 300), label="gain 300 LP")])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="defense")
    guardian = table.monster(1, "Celtic Guardian")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("battle", request="idle")
    assert duel.request.kind == "battle"
    start = len(duel.log)
    s.pick("attack", "Battle Ox", target=elf)
    # nobody is asked anything more: the triggers are mandatory, nobody holds a response
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert guardian.card(duel).controller == 1
    assert duel.players[0].lp == 7700       # Battle Ox's 1700 ATK against Mystical Elf's 2000 DEF
    assert duel.players[1].lp == 8600
    log = duel.log[start:]
    back = [i for i, e in enumerate(log) if e["type"] == "control" and e["player"] == 1]
    assert len(back) == 1
    after = [e["type"] for e in log[back[0]:]]
    assert "activate_effect" in after and after[-1] == "chain_end"
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Battle Ox", "Mystical Elf", "Mystical Elf"]
