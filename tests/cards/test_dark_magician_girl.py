"""Dark Magician Girl (38033121): 300 more ATK for each "Dark Magician" and each "Magician of
Black Chaos" in the two GYs (a continuous effect, applied while it is face-up on the field).

Sources: the card's text, the same in 2005 (Magician's Force, "either player's Graveyard") and
today ("in the GYs"), put in our own words; seed 000 §效果分類 (a continuous effect of a monster
on the field: Skill Drain negates it, and it applies again when Skill Drain leaves); yugipedia
"Dark Magician Girl" rulings (only cards named "Dark Magician" or "Magician of Black Chaos"
count: Dark Magician of Chaos has another name). One text in both eras."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_dark_magician_girl_counts_both_graveyards():
    """Q: my GY holds Dark Magician, my opponent's Dark Magician and Magician of Black Chaos.
    What is Dark Magician Girl's ATK? A: 2000 + 3 x 300 = 2900 (DEF stays 1700)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    girl = table.monster(0, "Dark Magician Girl")
    table.grave(0, "Dark Magician")
    table.grave(1, "Dark Magician", "Magician of Black Chaos", "Dark Magician of Chaos")
    duel = table.build()
    assert duel.atk(girl.card(duel)) == 2900
    assert duel.defense(girl.card(duel)) == 1700


def test_dark_magician_girl_counts_only_the_graveyards():
    """Q: Dark Magician is in my hand, another banished, and Dark Magician Girl in my GY. A:
    none counts: Dark Magician Girl keeps 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    girl = table.monster(0, "Dark Magician Girl")
    table.hand(0, "Dark Magician")
    table.banished(1, "Dark Magician", face_down=False)
    table.grave(0, "Dark Magician Girl")
    duel = table.build()
    assert duel.atk(girl.card(duel)) == 2000


def test_dark_magician_girl_loses_the_bonus_when_dark_magician_is_revived():
    """Q: with Dark Magician in my GY (Dark Magician Girl at 2300), I revive it with Monster
    Reborn. A: no Dark Magician left in a GY: Dark Magician Girl is back to 2000 ATK."""
    table = Table(turn=3, turn_player=0)
    girl = table.monster(0, "Dark Magician Girl")
    table.grave(0, "Dark Magician")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    assert duel.atk(girl.card(duel)) == 2300
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Dark Magician")
    _resolve(s)
    s.pick("option", "Attack Position")
    assert grave(duel, 0) == ["Monster Reborn"]
    assert duel.atk(girl.card(duel)) == 2000


def test_dark_magician_girl_attacked_by_dark_magician_with_one_in_the_grave():
    """Q: my Dark Magician Girl (Dark Magician in my GY: 2300 ATK) is attacked by my opponent's
    Dark Magician (2500). A: she is destroyed and I take 200 damage."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    girl = table.monster(0, "Dark Magician Girl")
    table.grave(0, "Dark Magician")
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=girl, player=1)
    _resolve(s)
    assert lp(duel) == (7800, 8000)
    assert grave(duel, 0) == ["Dark Magician", "Dark Magician Girl"]


def test_dark_magician_girl_under_skill_drain_has_her_printed_atk():
    """Q: my opponent controls a face-up Skill Drain; two Dark Magicians lie in my GY. A: her
    effect is negated: 2000 ATK; once Skill Drain is destroyed (Mystical Space Typhoon) she has
    2600 again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    girl = table.monster(0, "Dark Magician Girl")
    table.grave(0, "Dark Magician", "Dark Magician")
    drain = table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    assert duel.atk(girl.card(duel)) == 2000
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", drain)
    _resolve(s)
    assert grave(duel, 1) == ["Skill Drain"]
    assert duel.atk(girl.card(duel)) == 2600
