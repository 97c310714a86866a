"""Giant Germ (95178994), a judge's second look (round 55m): Skill Drain.

Sources: yugioh-wiki.net 《ジャイアントウィルス》 (its effect is activated in the GY); Skill Drain's
text in our words (it negates the effects of face-up monsters on the field only), so a Giant
Germ destroyed by battle under Skill Drain still burns and still calls its copies, which arrive
with their effects negated on the field."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

GERM = "Giant Germ"


def test_giant_germ_under_skill_drain_still_works_from_the_gy():
    """Q: my opponent's Skill Drain is face-up; their Summoned Skull destroys my Giant Germ. A:
    the effect is activated in the GY, out of Skill Drain's reach: they take 500 and I Special
    Summon my 2 other Giant Germ in face-up Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    germ = table.monster(0, GERM)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.deck(0, [GERM, "Battle Ox", GERM])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=germ, player=1)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", GERM, first=True, player=0)
    s.pick("select", GERM, player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000 - 1500, 7500)
    assert grave(duel, 0) == [GERM] and field_monsters(duel, 0) == [GERM, GERM]
    assert all(c.position == S.FACEUP_ATTACK for c in duel.monsters(0))
