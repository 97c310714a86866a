"""The triggers of both players that meet after damage calculation form one chain in SEGOC
order: a battle-damage trigger, the FLIP effect of the monster the attack flipped, and a hand
trigger on the battle damage (round 50q).

Seed 000 §效果分類 › 誘發效果 (複數誘發效果在同一時點發動的場合組成連鎖處理; 反轉…的怪獸在被攻擊後由裡側表示
變成表側表示時，在戰鬥傷害計算後的時點發動效果; in the Damage Step mandatory triggers and a card's own
Special Summon may be activated) and seed 004 §战斗处理时（伤害步骤）的注意 (the flip effect of a monster
flipped by an attack is activated after damage calculation, and cannot choose a monster the
battle destroyed). SEGOC: the turn player's mandatory (Airknight Parshath's draw), the
opponent's mandatory (Man-Eater Bug), the opponent's optional (Tragoedia from the hand)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def test_airknight_piercing_a_set_man_eater_bug_beside_tragoedia_in_the_hand():
    """Q: my Airknight Parshath (1900) attacks my opponent's Set Man-Eater Bug (DEF 600): 1300
    piercing damage, the Bug is destroyed. They hold Tragoedia. What chain follows? A: Chain
    Link 1 my Airknight's draw, 2 their Bug's FLIP effect (targeting Airknight: the Bug itself
    is no choice), 3 their Tragoedia. It resolves backwards: Tragoedia is Special Summoned, the
    Bug destroys Airknight, then I draw -- Airknight's effect resolves though it left."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    airknight = table.monster(0, "Airknight Parshath")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.hand(1, "Tragoedia", "Celtic Guardian")
    table.deck(0, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", airknight, target=bug)
    assert duel.damage_sub == "after_calc" and lp(duel) == (8000, 6700)
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Airknight Parshath"]
    s.pick("target", airknight, player=1, request="target")
    s.pick("yes", "Tragoedia", player=1, request="yes_no")
    links = [(e["name"], e["player"]) for e in duel.log if e["type"] == "chain"]
    assert links == [("Airknight Parshath", 0), ("Man-Eater Bug", 1), ("Tragoedia", 1)]
    while duel.request.kind != "battle":
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    resolved = [e["name"] for e in duel.log if e["type"] == "resolve"]
    assert resolved == ["Tragoedia", "Man-Eater Bug", "Airknight Parshath"]
    assert [c.name for c in duel.monsters(1)] == ["Tragoedia"]
    assert grave(duel, 0) == ["Airknight Parshath"] and grave(duel, 1) == ["Man-Eater Bug"]
    assert hand(duel, 0) == ["Battle Ox"] and hand(duel, 1) == ["Celtic Guardian"]
