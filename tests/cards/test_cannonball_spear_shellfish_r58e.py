"""Cannonball Spear Shellfish (95614612): while "Umi" is face-up on the field, Spell effects do not
apply to it.

Sources, in our words: the card's texts (IOC-085, 2004, and today's; no ERAS entry); yugioh-wiki.net
《砲弾ヤリ貝》 (one of the monsters unaffected by Spell effects while Umi is on the field, Umi's own
gain to Aqua monsters included, as Torpedo Fish); yugioh-wiki.net 「効果を受けない」 (an unaffected
monster is not destroyed by Dark Hole; Trap effects still apply). Skill Drain negates the shield."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CS = "Cannonball Spear Shellfish"


def _table(field=None, extra=None, turn_player=0):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player)
    shell = table.monster(0, CS)
    if field:
        table.field_spell(1, field)
    if extra:
        extra(table)
    duel = table.build()
    return duel, Script(duel), shell


def test_cannonball_spear_shellfish_with_umi_takes_no_gain_from_it():
    """Q: Umi is face-up and I control Cannonball Spear Shellfish (an Aqua, 1000/1000). A: Umi's +200
    does not apply to it: it stays 1000/1000."""
    duel, _, shell = _table("Umi")
    card = shell.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1000, 1000)


def test_cannonball_spear_shellfish_with_umi_survives_dark_hole():
    """Q: with Umi face-up my opponent activates Dark Hole; I control the Shellfish and Battle Ox.
    A: Battle Ox is destroyed; the Shellfish stays."""
    duel, s, _ = _table("Umi", extra=lambda t: (t.monster(0, "Battle Ox"), t.hand(1, "Dark Hole")),
                        turn_player=1)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert field_monsters(duel, 0) == [CS] and grave(duel, 0) == ["Battle Ox"]


def test_cannonball_spear_shellfish_without_umi_is_destroyed_by_dark_hole():
    """Q: no Umi on the field; my opponent's Dark Hole. A: the Shellfish is destroyed."""
    duel, s, _ = _table(extra=lambda t: t.hand(1, "Dark Hole"), turn_player=1)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert grave(duel, 0) == [CS] and field_monsters(duel, 0) == []


def test_cannonball_spear_shellfish_with_umi_is_still_hit_by_a_trap():
    """Q: with Umi face-up my Shellfish attacks; my opponent answers with Sakuretsu Armor. A: a Trap's
    effect applies: the Shellfish is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.field_spell(1, "Umi")
    table.monster(0, CS)
    table.spell_trap(1, "Sakuretsu Armor")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", CS, target="player", request="battle")
    s.pick("activate", "Sakuretsu Armor", player=1, request="chain")
    while duel.request is not None and duel.request.kind in ("chain", "target"):
        if duel.request.kind == "target":
            s.pick("target", CS, player=1)
        else:
            s.pick("pass", player=duel.request.player)
    assert grave(duel, 0) == [CS] and grave(duel, 1) == ["Sakuretsu Armor"]


def test_cannonball_spear_shellfish_under_skill_drain_gets_umis_gain():
    """Q: Umi and a face-up Skill Drain are on the field. A: Skill Drain negates the Shellfish's
    effect: Umi's +200 applies (1200/1200)."""
    duel, _, shell = _table("Umi", extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    card = shell.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1200, 1200)
