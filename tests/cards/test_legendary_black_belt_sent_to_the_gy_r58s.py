"""Legendary Black Belt (96458440): the burn needs the monster that the equipped Master Monk
destroys by battle to be sent to the GY.

Source: yugioh-wiki.net 《伝説の黒帯》 (the OCG text: the equipped monster destroys an opponent's
monster by battle AND sends it to the Graveyard; the damage is that monster's DEF); a retailer's
English text of the card (coretcg.com) says the same ("... and sent it to Graveyard"); the TLM-EN045
wording itself was not found (our reading: the same condition). A monster that
Macro Cosmos banishes instead is not sent to the GY: the trigger has no event to meet (as Emes the
Infinity, Needle Burrower and Flame Wingman here; mikamika.de "End of the Damage Step": a
"destroys ... and sends it to the GY" effect does not activate under Macro Cosmos)."""

from duelist.testing.reads import banished, lp
from duelist.testing.scenario import Script, Table

LBB = "Legendary Black Belt"
MM = "Master Monk"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_legendary_black_belt_no_damage_when_the_monster_is_banished():
    """Q: my opponent's Macro Cosmos is face-up; my Master Monk (1900) equipped with Legendary Black
    Belt attacks Battle Ox (1700 ATK / 1000 DEF). A: the Ox is banished, not sent to the GY: only the
    200 battle damage, no 1000 from the Belt: 7800."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    monk = table.monster(0, MM)
    table.spell_trap(0, LBB, face_down=False, equipped_to=monk)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", monk, target=ox, request="battle")
    _pass_all(s, duel)
    assert banished(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 7800)


def test_legendary_black_belt_today_no_damage_when_banished():
    """Q (today's rules): the same battle under Macro Cosmos. A: the same: 7800."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    monk = table.monster(0, MM)
    table.spell_trap(0, LBB, face_down=False, equipped_to=monk)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", monk, target=ox, request="battle")
    _pass_all(s, duel)
    assert banished(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000, 7800)
