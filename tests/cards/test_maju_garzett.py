"""Maju Garzett (8794435): its ATK is the original ATK of the 2 monsters Tributed for its Tribute
Summon, added together.

Sources: the card's texts, read in our words (the 2005 TCG text, DCR, and today's say the same:
"the combined original ATK of the 2 monsters Tributed for its Tribute Summon"); yugioh-wiki.net
《合成魔獣 ガーゼット》: a continuous effect; Special Summoned, its ATK is 0; turned face-down it
has 0 from then on. The Tributes' *original* ATK counts (their printed ATK, a face-down
Tribute's too), never a gain they had on the field; a Set by Tribute is no Tribute Summon, so a
Garzett Set and flipped has 0 (its text; our reading). Skill Drain negates the continuous
effect: 0 (the "?" of its printed ATK)."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table

MG = "Maju Garzett"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _garzett(duel):
    for card in duel.monsters(0):
        if card.name == MG:
            return card
    return None


def _tribute_summon(tributes, set_it=False, skill_drain=False, equip=None, face_down=(), opp_hand=()):
    table = Table(turn=3, turn_player=0)
    for name in tributes:
        table.monster(0, name, position="set" if name in face_down else "attack")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, MG, *([equip] if equip else []))
    if opp_hand:
        table.hand(1, *opp_hand)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    if equip:
        s.pick("activate", equip, first=True)
        s.pick("target", tributes[0])
        _settle(duel, s)
    s.pick("set" if set_it else "summon", MG)
    for name in tributes:
        s.pick("tribute", name)
    _settle(duel, s)
    return duel, s


def test_maju_garzett_atk_is_its_tributes_original_atk():
    """Q: I Tribute Summoned Garzett with Summoned Skull (2500) and Battle Ox (1700). A: its ATK is
    4200."""
    duel, _ = _tribute_summon(["Summoned Skull", "Battle Ox"])
    assert field_monsters(duel, 0) == [MG] and duel.atk(_garzett(duel)) == 4200


def test_maju_garzett_a_gain_of_a_tribute_does_not_count():
    """Q: my Battle Ox holds Rush Recklessly (+700) as I Tribute it with Summoned Skull. A: only
    the original ATK counts: 4200, not 4900; a face-down Tribute counts its original ATK too."""
    duel, _ = _tribute_summon(["Battle Ox", "Summoned Skull"], equip="Rush Recklessly")
    assert duel.atk(_garzett(duel)) == 4200
    assert any(e.get("name") == "Rush Recklessly" for e in of_type(duel, "resolve"))
    duel, _ = _tribute_summon(["Battle Ox", "Summoned Skull"], face_down=("Battle Ox",))
    assert duel.atk(_garzett(duel)) == 4200


def test_maju_garzett_set_then_flipped_has_0():
    """Q: I Set Garzett by Tributing 2 monsters and flip it later. A: a Set is no Tribute Summon:
    its ATK is 0 (the "?")."""
    duel, s = _tribute_summon(["Summoned Skull", "Battle Ox"], set_it=True)
    card = _garzett(duel)
    assert not card.face_up
    s.end_turn()
    s.end_turn()
    s.pick("flip_summon", MG)
    _settle(duel, s)
    card = _garzett(duel)
    assert card.face_up and duel.atk(card) == 0


def test_maju_garzett_turned_face_down_loses_it():
    """Q: my 4200-ATK Garzett is turned face-down by my opponent's Book of Moon; next turn I Flip
    Summon it. A: from then on its ATK is 0 (yugioh-wiki.net)."""
    duel, s = _tribute_summon(["Summoned Skull", "Battle Ox"], opp_hand=("Book of Moon",))
    assert duel.atk(_garzett(duel)) == 4200
    s.end_turn()
    s.pick("activate", "Book of Moon", first=True, player=1)
    s.pick("target", MG, player=1)
    _settle(duel, s)
    assert not _garzett(duel).face_up
    s.end_turn()
    s.pick("flip_summon", MG)
    _settle(duel, s)
    card = _garzett(duel)
    assert card.face_up and duel.atk(card) == 0


def test_maju_garzett_under_skill_drain_has_0():
    """Q: my opponent's Skill Drain is face-up as I Tribute Summon Garzett with Summoned Skull and
    Battle Ox. A: its continuous effect is negated: ATK 0."""
    duel, _ = _tribute_summon(["Summoned Skull", "Battle Ox"], skill_drain=True)
    assert duel.atk(_garzett(duel)) == 0
