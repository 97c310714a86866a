"""Dragon's Rage (54178050), a judge's review (round 56r): when it can be activated around an
attack.

Sources: the card's texts in our words (a Continuous Trap: its piercing applies only while it is
face-up); seed 004 §怪兽的战斗规则 › 战斗处理时（伤害步骤）的注意 (in the Damage Step only effects
that change ATK/DEF and Counter Traps may be activated: Dragon's Rage, neither, cannot be
activated once the face-down target is flipped and its DEF is seen); yugioh-wiki.net 《竜の逆鱗》
(activated in the Battle Step after the attack declaration it applies to that attack: tests of
round 56l)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DR = "Dragon's Rage"


def test_dragons_rage_cannot_be_activated_in_the_damage_step():
    """Q: my Koumori Dragon attacks a face-down Hitotsu-Me Giant (1000 DEF); I pass with my Set
    Dragon's Rage at the declaration, hoping to see the DEF first. A: once the Damage Step begins
    it may not be activated: the Giant is destroyed and my opponent takes no damage; Dragon's Rage
    is still Set (back in the Battle Step it may be activated again, too late for that attack)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Koumori Dragon")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    rage = table.spell_trap(0, DR)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=giant)
    s.pick("pass", player=0, request="chain")
    while duel.request.kind == "chain":
        assert not s.has("activate", DR), duel.request
        s.pick("pass", player=duel.request.player)
    s.expect(request="battle", player=0)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert not rage.card(duel).face_up
