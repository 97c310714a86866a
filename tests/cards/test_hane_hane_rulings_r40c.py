"""Hane-Hane's rulings as the Kaiba starter deck raises them (SDK-048): flipped, it
returns 1 monster on the field, chosen as a target, to the hand (a mandatory FLIP effect).

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: seed 004 §怪兽的战斗规则 › 战斗处理时（伤害步骤）的注意 › 翻转效果的发动 (a targeting FLIP
effect of a monster flipped by an attack cannot target a monster whose destruction by the
battle is decided); the Edison-format rulings of Snowman Eater, a FLIP effect of the same shape
(edisonrul.ing: "if this Set card is attacked, and is destroyed by that battle, this card
can't target itself"; "if the target isn't face-up when this effect resolves, it is not
destroyed": a target gone from the field is not affected). Seed 000 §效果分類 › 誘發效果 and
seed 004 §战斗阶段 (a monster flipped by an attack is flipped before damage calculation, its
FLIP effect activated after it)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_hane_hane_destroyed_by_the_attack_that_flipped_it_cannot_return_itself():
    """Q: my opponent's Battle Ox attacks my Set Hane-Hane (500 DEF): may its FLIP effect
    return Hane-Hane itself to my hand? A: no: destroyed by that battle, it cannot target
    itself; it must return the Battle Ox."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    hane = table.monster(0, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=hane)
    _resolve(s)
    s.expect(request="target", player=0)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert hand(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Hane-Hane"]


def test_hane_hane_whose_target_left_the_field_in_answer_returns_nothing():
    """Q: I Flip Summon Hane-Hane targeting my opponent's Battle Ox; they chain Two-Pronged
    Attack on their Battle Ox and Celtic Guardian and my Hane-Hane: A: Two-Pronged Attack
    resolves first; when Hane-Hane's effect resolves its target is in the GY: nothing returns
    to any hand."""
    table = Table(turn=3)
    hane = table.monster(0, "Hane-Hane", position="set")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Two-Pronged Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", hane)
    s.pick("target", "Battle Ox", player=0)
    s.pick("activate", "Two-Pronged Attack", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("target", "Celtic Guardian", player=1)
    s.pick("target", "Hane-Hane", player=1)
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian", "Two-Pronged Attack"]
    assert grave(duel, 0) == ["Hane-Hane"]
    assert hand(duel, 0) == [] and hand(duel, 1) == []
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
