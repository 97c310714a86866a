"""A monster's "when this card is flipped face-up" trigger, flipped by an attack, is activated
after damage calculation, as a FLIP effect is (round 38r).

seed 000 §效果分類 誘發效果: 持有反轉場合發動的誘發效果的怪獸在被攻擊後由裡側表示變成表側表示時，在戰鬥傷害計算後的
時點發動效果 -- the seed speaks of every trigger that starts on the monster's flip (反轉場合發動的
誘發效果), not only of FLIP effects; Yugipedia "Damage Step" (before damage calculation: "if the
attacked monster has an effect that activates when it is flipped face-up (such as a Flip
effect), that effect does NOT activate at this time ... it will activate after damage
calculation, even if the flipped monster leaves the Monster Zone before then"). The monster
here is Stealth Bird as a stand-in with a mandatory "when flipped face-up: 1000 damage" trigger
(tests/rules/stand_ins.py `burns_when_flipped_face_up`): the real card's damage starts only on
a Flip Summon (stop 41), so no card of the pool shows the rule with an attack any more."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

from tests.rules.stand_ins import burns_when_flipped_face_up


def _attack_the_set_bird(monkeypatch, attacker):
    burns_when_flipped_face_up(monkeypatch)
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    table.hand(0, "Rush Recklessly")
    bird = table.monster(1, "Stealth Bird", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=bird)
    for _ in range(10):
        if duel.request.kind == "battle":
            break
        if [e for e in duel.log if e["type"] == "chain"]:
            # the trigger's chain: after damage calculation, no ATK change may answer it
            assert not s.has("activate", "Rush Recklessly")
        s.pick("pass")
    return duel


def test_stealth_bird_attacked_face_down_deals_its_damage_after_damage_calculation(monkeypatch):
    """Question: Battle Ox attacks a Set Stealth Bird (700/1700): the Bird is flipped face-up
    before damage calculation. When is its "flipped face-up: 1000 damage" effect activated?
    Answer: after damage calculation (seed 000 §誘發效果), so its chain link comes after the
    battle, and Rush Recklessly may not be chained to it."""
    duel = _attack_the_set_bird(monkeypatch, "Battle Ox")
    kinds = [e["type"] for e in duel.log if e["type"] in ("battle", "chain")]
    assert kinds == ["battle", "chain"]
    assert lp(duel) == (7000, 8000)       # the Bird's controller (player 2) burns player 1


def test_stealth_bird_destroyed_by_the_battle_that_flipped_it_still_deals_its_damage(monkeypatch):
    """Question: Blue-Eyes White Dragon attacks a Set Stealth Bird and destroys it. Is its
    flipped face-up effect still activated? Answer: yes, after damage calculation, though the
    Bird is destroyed (seed 000 §誘發效果: 反轉時發動的怪獸效果 may be activated in the Damage Step)."""
    duel = _attack_the_set_bird(monkeypatch, "Blue-Eyes White Dragon")
    kinds = [e["type"] for e in duel.log if e["type"] in ("battle", "chain")]
    assert kinds == ["battle", "chain"]
    assert lp(duel) == (7000, 8000) and grave(duel, 1) == ["Stealth Bird"]
