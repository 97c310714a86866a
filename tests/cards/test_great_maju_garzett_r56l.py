"""Great Maju Garzett (47942531): its ATK becomes twice the original ATK of the monster Tributed
for its Tribute Summon.

Sources: the card's texts in our words (its 2005-era TCG print and today's do the same: no ERAS
entry); yugioh-wiki.net 《偉大魔獣 ガーゼット》: a continuous effect that reads the Tribute's
*original* ATK (a gain it had on the field does not count; a face-down Tribute's printed ATK
counts); a Set by Tribute is no Tribute Summon, and Special Summoned it has 0 (as 《合成魔獣
ガーゼット》); Skill Drain (its text) negates the face-up monster's continuous effect: 0."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

GMG = "Great Maju Garzett"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _garzett(duel):
    for card in duel.monsters(0):
        if card.name == GMG:
            return card
    return None


def _tribute(tribute, position="attack", set_it=False, skill_drain=False, equip=None):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, tribute, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, GMG, *([equip] if equip else []))
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    if equip:
        s.pick("activate", equip)
        s.pick("target", tribute)
        _settle(duel, s)
    s.pick("set" if set_it else "summon", GMG)
    s.pick("tribute", tribute)
    _settle(duel, s)
    return duel, s


def test_great_maju_garzett_is_twice_its_tributes_original_atk():
    """Q: I Tribute Summon it with Summoned Skull (2500). A: its ATK is 5000."""
    duel, _ = _tribute("Summoned Skull")
    assert field_monsters(duel, 0) == [GMG] and duel.atk(_garzett(duel)) == 5000


def test_great_maju_garzett_a_gain_of_the_tribute_does_not_count():
    """Q: my Battle Ox (1700) gained 700 from Rush Recklessly before I Tribute it. A: its original
    ATK counts: 3400, not 4800."""
    duel, _ = _tribute("Battle Ox", equip="Rush Recklessly")
    assert duel.atk(_garzett(duel)) == 3400


def test_great_maju_garzett_a_face_down_tribute_counts_its_printed_atk():
    """Q: I Tribute a face-down Battle Ox. A: 3400."""
    duel, _ = _tribute("Battle Ox", position="set")
    assert duel.atk(_garzett(duel)) == 3400


def test_great_maju_garzett_set_then_flipped_has_0():
    """Q: I Set it by Tributing Summoned Skull and Flip Summon it next turn. A: a Set is no Tribute
    Summon: ATK 0."""
    duel, s = _tribute("Summoned Skull", set_it=True)
    assert not _garzett(duel).face_up
    s.end_turn()
    s.end_turn()
    s.pick("flip_summon", GMG)
    _settle(duel, s)
    card = _garzett(duel)
    assert card.face_up and duel.atk(card) == 0


def test_great_maju_garzett_under_skill_drain_has_0():
    """Q: my opponent's Skill Drain is face-up as I Tribute Summon it with Summoned Skull. A: its
    continuous effect is negated: ATK 0."""
    duel, _ = _tribute("Summoned Skull", skill_drain=True)
    assert duel.atk(_garzett(duel)) == 0
