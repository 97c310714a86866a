"""Quick effects of monsters (seed 000 §效果分類 › 誘發即時效果): spell speed 2, activated in
either player's turn when a player has priority, a chain link, resolving though the monster
has left; in the damage step only those that negate an activation, and those that change
ATK/DEF until damage calculation, may be activated."""

from duelist.cards.common import DS_ATK, QUICK, Effect
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def test_stardust_dragon_negates_an_activation_in_the_damage_step():
    """Seed 000 §誘發即時效果: "in the damage step ... effects that negate the activation of a
    card or effect may be activated". Ally of Justice Catastor attacks Stardust Dragon (WIND):
    its trigger at the start of the Damage Step would destroy Stardust Dragon; Stardust Dragon
    Tributes itself (the cost) to negate that activation and destroy Catastor. Nothing is left
    to battle: no damage."""
    table = Table(rules="MR2", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ally of Justice Catastor", summon_kind="synchro")
    stardust = table.monster(1, "Stardust Dragon", summon_kind="synchro")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ally of Justice Catastor", target=stardust)
    while duel.request.kind == "chain" and not s.has("activate", "Stardust Dragon"):
        s.pick("pass")
    assert duel.step == S.STEP_DAMAGE                   # the chain of Catastor's trigger
    assert [e["name"] for e in of_type(duel, "chain")][-1] == "Ally of Justice Catastor"
    s.pick("activate", "Stardust Dragon", player=1, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Ally of Justice Catastor"] and grave(duel, 1) == ["Stardust Dragon"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert duel.players[0].lp == 8000 and duel.players[1].lp == 8000


def _hand_quick(damage_step=None):
    """A stand-in quick effect from the hand: "discard this card: target 1 face-up monster;
    it gains 500 ATK until the end of the turn" (usable in either player's turn)."""
    def boost(ctx):
        for card in ctx.targets:
            if card.location == S.MZONE and card.face_up:
                ctx.modify(card, atk=500)
    from duelist.cards.common import Target
    return Effect(QUICK, range=(S.HAND,), cost=lambda ctx: ctx.discard([ctx.card], "cost"),
                  target=Target(lambda ctx: ctx.monsters("both", face_up=True)),
                  resolve=boost, damage_step=damage_step, label="discard: +500 ATK")


def _battle(monkeypatch, damage_step):
    stand_in(monkeypatch, "Kuriboh", [_hand_quick(damage_step)])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")                 # 1400
    table.monster(1, "Battle Ox")                       # 1700
    table.hand(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Battle Ox")
    return duel, s


def test_a_quick_effect_in_the_opponents_turn_at_the_attack_declaration(monkeypatch):
    """Seed 000 §誘發即時效果: a quick effect may be activated in the opponent's turn whenever
    its player has priority: the defending player discards the stand-in at the attack
    declaration (a chain link) and Battle Ox gains 500 ATK for the battle."""
    duel, s = _battle(monkeypatch, damage_step=None)
    assert duel.step != S.STEP_DAMAGE
    if duel.request.player == 0:
        s.pick("pass", player=0)                        # the attacker passes first
    s.pick("activate", "Kuriboh", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    while duel.request is not None and duel.request.kind == "chain" and duel.step != S.STEP_DAMAGE:
        s.pick("pass")
    assert grave(duel, 1) == ["Kuriboh"]
    assert [e["name"] for e in of_type(duel, "chain")][-1] == "Kuriboh"
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Celtic Guardian"] and duel.players[0].lp == 8000 - 800


def test_a_quick_effect_that_neither_negates_nor_says_so_is_refused_in_the_damage_step(monkeypatch):
    """Seed 000 §誘發即時效果: "in the damage step quick effects basically cannot be activated".
    The same stand-in, not marked as an ATK changer, is offered at the attack declaration and
    never in the damage step."""
    duel, s = _battle(monkeypatch, damage_step=None)
    assert duel.request.player == 1 and s.has("activate", "Kuriboh")
    s.pick("pass", player=1)
    while duel.request is not None and duel.request.kind == "chain":
        assert duel.step == S.STEP_DAMAGE
        assert not s.has("activate", "Kuriboh")
        s.pick("pass")
    assert "damage_calculation" in [e["step"] for e in of_type(duel, "step")]
    assert duel.request.kind != "chain" and grave(duel, 1) == []
    assert grave(duel, 0) == ["Celtic Guardian"]        # the battle went on unchanged


def test_a_quick_effect_that_changes_atk_only_until_damage_calculation(monkeypatch):
    """Seed 000 §誘發即時效果: effects that change ATK/DEF may be activated in the damage step,
    only until damage calculation. Marked as an ATK changer, the stand-in is offered at the start
    of the Damage Step and before damage calculation, never during it."""
    duel, s = _battle(monkeypatch, damage_step=DS_ATK)
    s.pick("pass", player=1)                            # attack declaration
    offered = {}
    while duel.request is not None and duel.request.kind == "chain":
        offered[duel.damage_sub] = offered.get(duel.damage_sub, False) or s.has("activate", "Kuriboh")
        s.pick("pass")
    assert offered.get("start") and offered.get("before_calc")
    assert not offered.get("calc")
