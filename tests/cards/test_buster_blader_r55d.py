"""Buster Blader (78193831): 500 ATK more for each Dragon its controller's opponent controls
face-up and for each Dragon in that opponent's GY.

Sources: the card's texts in our words (the 2005 TCG text, DB1 / Dark Beginning 1: 500 ATK for
each Dragon-Type monster on the opponent's side of the field and in their Graveyard; today's
says the same: no ERAS entry); yugioh-wiki.net 《バスター・ブレイダー》: a continuous effect
that counts only the opponent's Dragons (never its own player's), face-down monsters are not
counted (their Type is not known), and a monster whose Type an effect changed to Dragon (DNA
Surgery) counts while it is face-up; seed 000 §永續效果 (a continuous effect applies at once,
without a chain link)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

BLADER = "Buster Blader"


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_buster_blader_counts_the_opponents_dragons_on_the_field_and_in_the_gy():
    """Q: my opponent has Blue-Eyes White Dragon face-up and Koumori Dragon in their GY; I have
    Buster Blader. A: 2600 + 2 x 500 = 3600 ATK; it attacks Blue-Eyes (3000) and destroys it, my
    opponent takes 600, and the Blader is then 3600 still (Blue-Eyes now counts from the GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    blader = table.monster(0, BLADER)
    eyes = table.monster(1, "Blue-Eyes White Dragon")
    table.grave(1, "Koumori Dragon")
    duel = table.build()
    assert _atk(duel, blader) == 3600
    Script(duel).pick("attack", BLADER, target=eyes, request="battle")
    assert grave(duel, 1) == ["Koumori Dragon", "Blue-Eyes White Dragon"]
    assert lp(duel) == (8000, 8000 - 600)
    assert _atk(duel, blader) == 3600


def test_buster_blader_ignores_its_own_players_dragons_and_face_down_ones():
    """Q: my own GY holds two Dragons, I control Koumori Dragon, and my opponent has Koumori
    Dragon face-down. A: none counts: my own Dragons are not the opponent's, and a face-down
    monster has no Type known: 2600 ATK. Flipped face-up, the opponent's Dragon counts: 3100."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    blader = table.monster(0, BLADER)
    table.monster(0, "Koumori Dragon")
    table.grave(0, "Blue-Eyes White Dragon", "Koumori Dragon")
    table.monster(1, "Koumori Dragon", position="set")
    duel = table.build()
    assert _atk(duel, blader) == 2600
    Script(duel).pick("flip_summon", "Koumori Dragon", player=1, request="idle")
    assert _atk(duel, blader) == 3100


def test_buster_blader_counts_a_dragon_only_while_it_is_one():
    """Q: my opponent's Battle Ox is a Beast-Warrior. I activate DNA Surgery declaring Dragon:
    what is my Buster Blader's ATK? A: 3100: every face-up monster is a Dragon now, the
    opponent's Battle Ox counted (my own Blader too, but it counts only the opponent's). When
    DNA Surgery leaves the field (Mystical Space Typhoon), the Blader is 2600 again."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    blader = table.monster(0, BLADER)
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "DNA Surgery")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert _atk(duel, blader) == 2600
    s.pick("activate", "DNA Surgery", request="idle")
    s.answer([o for o in duel.request.options if o.label == "Option Dragon"][0])
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _atk(duel, blader) == 3100
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    s.pick("target", "DNA Surgery", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["DNA Surgery", "Mystical Space Typhoon"]
    assert _atk(duel, blader) == 2600


def test_buster_blader_gain_is_negated_by_skill_drain():
    """Q: my opponent has 2 Dragons in the GY and a face-up Skill Drain. A: Buster Blader's gain
    is a monster effect on the field, negated: 2600 ATK."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    blader = table.monster(0, BLADER)
    table.grave(1, "Blue-Eyes White Dragon", "Koumori Dragon")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert _atk(duel, blader) == 2600
