"""Legendary Jujitsu Master (25773409): an opponent's monster that battles it while it is in
Defense Position is returned to the top of its owner's Deck at the end of the Damage Step.

Sources: the card's texts in our words -- the 2005 print (AST: "a monster that battles with this
Defense Position card is returned to the top of the owner's Deck at the end of the Damage Step")
and today's do the same (no ERAS entry); yugioh-wiki.net 《伝説の柔術家》 (a trigger effect; it
applies even when this card is destroyed by that battle; a face-down one attacked is flipped into
face-up Defense Position and applies; in Attack Position it does nothing). The monster goes to
its owner's Deck (seed 000: a card returned to the Deck goes to its owner's), not its
controller's. Skill Drain negates it while it stays face-up on the field."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

LJ = "Legendary Jujitsu Master"


def _attacked(attacker="Battle Ox", position="set", extra=None):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    master = table.monster(0, LJ, position=position)
    table.monster(1, attacker)
    table.deck(1, ["Mystical Elf", "Celtic Guardian"])      # top first
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=master, player=1)
    return duel, s, master


def _deck_names(duel, player):
    return [c.name for c in duel.players[player].deck]        # bottom first


def test_legendary_jujitsu_master_returns_the_attacker_to_the_top_of_the_deck():
    """Q: my opponent's Battle Ox (1700) attacks my face-down Legendary Jujitsu Master (1800 DEF).
    A: it is flipped, my opponent takes 100, and at the end of the Damage Step Battle Ox goes on top
    of their Deck: it is their next draw."""
    duel, s, master = _attacked()
    assert lp(duel) == (8000, 7900)
    assert _deck_names(duel, 1)[-1] == "Battle Ox" and field_monsters(duel, 1) == []
    assert master.card(duel).position == "defense" and duel.request.kind == "battle"


def test_legendary_jujitsu_master_works_even_when_destroyed():
    """Q: Blue-Eyes White Dragon attacks my face-up Defense Position Legendary Jujitsu Master and
    destroys it. A: the effect still applies: Blue-Eyes goes on top of my opponent's Deck."""
    duel, _, _ = _attacked("Blue-Eyes White Dragon", position="defense")
    assert grave(duel, 0) == [LJ]
    assert _deck_names(duel, 1)[-1] == "Blue-Eyes White Dragon" and field_monsters(duel, 1) == []


def test_legendary_jujitsu_master_in_attack_position_does_nothing():
    """Q: my Legendary Jujitsu Master is in Attack Position when Battle Ox attacks it. A: not a
    Defense Position card: it is destroyed (I take 400) and Battle Ox stays on the field."""
    duel, _, _ = _attacked(position="attack")
    assert grave(duel, 0) == [LJ] and lp(duel) == (7600, 8000)
    assert field_monsters(duel, 1) == ["Battle Ox"] and len(duel.players[1].deck) == 2


def test_legendary_jujitsu_master_returns_a_stolen_monster_to_its_owners_deck():
    """Q: my opponent took my Summoned Skull with Snatch Steal and attacks my Set Legendary Jujitsu
    Master with it. A: Summoned Skull goes on top of MY Deck, its owner's; Snatch Steal goes to my
    opponent's GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    master = table.monster(0, LJ, position="set")
    table.deck(0, ["Battle Ox"])
    skull = table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Snatch Steal", face_down=False, equipped_to=skull)
    duel = table.build()
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=master, player=1)
    assert grave(duel, 0) == [LJ]
    assert _deck_names(duel, 0) == ["Battle Ox", "Summoned Skull"]
    assert grave(duel, 1) == ["Snatch Steal"] and field_monsters(duel, 1) == []


def test_legendary_jujitsu_master_under_skill_drain_returns_nothing():
    """Q: a face-up Skill Drain is on the field when Battle Ox attacks my Set Legendary Jujitsu
    Master, which survives. A: its effect is negated: Battle Ox stays on the field."""
    duel, _, _ = _attacked(extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    assert field_monsters(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7900)
    assert _deck_names(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_legendary_jujitsu_master_dd_warrior_lady_banishes_both_first():
    """Q: D.D. Warrior Lady (1500) attacks my Set Legendary Jujitsu Master; after damage calculation
    (my opponent takes 300) she banishes both. A: at the end of the Damage Step there is no
    attacker left to return: both stay banished, my opponent's Deck is unchanged (Pojo's Card of
    the Day, 14 Feb 2005: D.D. Warrior Lady is this card's worst threat)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    master = table.monster(0, LJ, position="set")
    table.monster(1, "D.D. Warrior Lady")
    table.deck(1, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=master, player=1)
    s.pick("yes", "D.D. Warrior Lady", player=1, request="yes_no")
    assert banished(duel, 0) == [LJ] and banished(duel, 1) == ["D.D. Warrior Lady"]
    assert lp(duel) == (8000, 7700)
    assert _deck_names(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_legendary_jujitsu_master_sends_a_fusion_to_the_fusion_deck():
    """Q: my opponent's Gaia the Dragon Champion (2600, a Fusion Monster) attacks my Set Legendary
    Jujitsu Master and destroys it. A: a Fusion Monster returned to the Deck goes to its owner's
    Fusion (Extra) Deck (Seed 004 §融合卡组区域: a Fusion Monster is kept in the Fusion Deck,
    never in the Deck): Gaia is in the Extra Deck, the Main Deck keeps its 2 cards."""
    duel, _, _ = _attacked("Gaia the Dragon Champion")
    assert grave(duel, 0) == [LJ] and field_monsters(duel, 1) == []
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"]
    assert _deck_names(duel, 1) == ["Celtic Guardian", "Mystical Elf"]


def test_legendary_jujitsu_master_destroyed_under_skill_drain_still_returns():
    """Q: a face-up Skill Drain is on the field when Blue-Eyes White Dragon attacks my face-up
    Defense Position Legendary Jujitsu Master and destroys it. A: Skill Drain negates only the
    effects of face-up monsters on the field (yugioh-wiki.net 《スキルドレイン》; Winged Kuriboh's
    and Sangan's GY effects go on under it); destroyed, the Master's trigger activates in the GY
    at the end of the Damage Step (yugioh-wiki.net 《伝説の柔術家》: it activates even when it is
    destroyed by battle), so it is not negated: Blue-Eyes goes on top of my opponent's Deck.
    (The battle in Defense Position is a fact noted, as Dark Balter the Terrible's.)"""
    duel, _, _ = _attacked("Blue-Eyes White Dragon", position="defense",
                           extra=lambda table: table.spell_trap(1, "Skill Drain", face_down=False))
    assert grave(duel, 0) == [LJ] and field_monsters(duel, 1) == []
    assert _deck_names(duel, 1)[-1] == "Blue-Eyes White Dragon"
