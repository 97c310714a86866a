"""Paladin of White Dragon (73398797): "your Blue-Eyes White Dragon cannot attack this turn" reads
a monster's name as it is now. Elemental HERO Prisma that took the name "Blue-Eyes White Dragon"
with its own effect is a Blue-Eyes White Dragon until the End Phase, so the Paladin's rule binds
it too; its printed name does not free it.

Sources: the ruling tests/cards/test_paladin_of_white_dragon_r55ab.py follows (today's text and
the OCG errata on yugioh-wiki.net 《白竜の聖騎士》: every Blue-Eyes White Dragon of the player,
those summoned later too, for the rest of the turn); yugioh-wiki.net 《Ｅ・ＨＥＲＯ プリズマー》
(until the End Phase Prisma is treated as the card whose name it took, for every effect that
names it); seed 000 §卡片種類 › 怪獸卡 › 基本信息 (the card name tells which card it is). Round
57o: kills actions.py `_named_rule_reaches` reading printed passcodes in a duel where a card
changes names (round 56o's open `"name" not in` turned to `in`)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

PALADIN = "Paladin of White Dragon"
PRISMA = "Elemental HERO Prisma"
BEWD = "Blue-Eyes White Dragon"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_prisma_named_blue_eyes_cannot_attack_after_the_paladins_summon():
    """Q: I control Paladin of White Dragon, Elemental HERO Prisma and Celtic Guardian. Prisma
    reveals Blue-Eyes Ultimate Dragon and sends a Blue-Eyes White Dragon from my Deck: it is named
    Blue-Eyes White Dragon. Then I Tribute the Paladin and Special Summon the other Blue-Eyes from
    my Deck. May Prisma attack this turn? A: no: it is a Blue-Eyes White Dragon now, bound as the
    summoned Blue-Eyes is; Celtic Guardian may attack."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, PALADIN, summon_kind="ritual")
    prisma = table.monster(0, PRISMA)
    table.monster(0, "Celtic Guardian")
    table.extra(0, "Blue-Eyes Ultimate Dragon")
    table.deck(0, [BEWD, BEWD, "Battle Ox", "Battle Ox"])
    table.monster(1, "Mystical Elf")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Blue-Eyes Ultimate Dragon")
    s.pick("select", BEWD, first=True)
    _pass(s)
    assert grave(duel, 0) == [BEWD]
    assert duel.name_now(prisma.card(duel)) == BEWD
    s.pick("activate", PALADIN, request="idle")
    _pass(s)
    if duel.request.kind == "select":
        s.pick("select", BEWD)
    s.pick("option", "Attack Position", request="option")
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == sorted([BEWD, PRISMA, "Celtic Guardian"])
    assert grave(duel, 0) == [BEWD, PALADIN]
    s.pick("battle")
    _pass(s)
    assert not s.has("attack", PRISMA)
    assert not s.has("attack", BEWD)
    assert s.has("attack", "Celtic Guardian", target="Mystical Elf")
