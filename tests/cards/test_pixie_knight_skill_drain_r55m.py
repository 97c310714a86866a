"""Pixie Knight (35429292), a judge's second look (round 55m): Skill Drain.

Sources: yugioh-wiki.net 《ピクシーナイト》 (its effect is activated once it is in the GY); Skill
Drain's text in our words (it negates the effects of face-up monsters on the field only): a Pixie
Knight destroyed by battle under Skill Drain still sends its owner's Spell back on the Deck."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

PIXIE = "Pixie Knight"


def test_pixie_knight_under_skill_drain_still_works_from_the_gy():
    """Q: Skill Drain is face-up on my side; my Battle Ox destroys my opponent's Pixie Knight;
    their GY holds Pot of Greed. A: the effect is activated in the GY, out of Skill Drain's
    reach: I pick Pot of Greed and it becomes the top card of their Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Skill Drain", face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(1, PIXIE)
    table.grave(1, "Pot of Greed")
    table.deck(1, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=PIXIE, request="battle")
    s.expect(request="target", player=0)
    s.pick("target", "Pot of Greed", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.players[1].deck[-1].name == "Pot of Greed"
    assert grave(duel, 1) == [PIXIE]
